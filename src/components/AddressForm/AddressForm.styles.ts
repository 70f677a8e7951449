import styled from 'styled-components';
import { cardSurface, media, theme } from '../theme';

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  ${cardSurface}

  ${media.sm} {
    padding: ${theme.space.lg};
  }
`;

/** The title, with 'Random Data' beside it once there is room (below it on a phone). */
export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.md};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`;

/** One column on a phone, two from `sm`; the street address spans both. */
export const Fields = styled.div`
  display: grid;
  gap: ${theme.space.md};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const WideField = styled.div`
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
