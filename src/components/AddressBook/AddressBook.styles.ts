import styled from 'styled-components';
import { media, theme } from '../theme';

export const Section = styled.section`
  display: grid;
  gap: ${theme.space.md};
  min-width: 0;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
`;

/** Holds the radios on checkout; named by the heading, so it draws nothing of its own. */
export const Choices = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** One column on a phone, two from `md`. */
export const List = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Card = styled.li<{ $selected?: boolean }>`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${theme.space.sm};
  min-width: 0;
  padding: ${theme.space.md};
  background: ${({ $selected }) => ($selected ? theme.colors.primarySubtle : theme.colors.surface)};
  border: 2px solid ${({ $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radii.lg};
  overflow-wrap: anywhere;
`;

export const Name = styled.h3`
  margin: 0 0 ${theme.space.xxs};
  font-size: ${theme.fontSizes.lg};
`;

/** The name inside a radio's label on checkout. */
export const ChoiceName = styled.span`
  font-weight: ${theme.fontWeights.semibold};
`;

export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  color: ${theme.colors.textMuted};
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

export const EmptyText = styled.p`
  margin: 0;
  padding: ${theme.space.lg} ${theme.space.md};
  text-align: center;
  color: ${theme.colors.textMuted};
  background: ${theme.colors.surface};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
`;

export const Toolbar = styled.div`
  display: flex;
`;
