import styled from 'styled-components';
import { media } from '../theme';

/** First and last name side by side once there is room. */
export const NameRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The backend's refusal, under the email field it is about. */
export const ServerError = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
