import styled from 'styled-components';
import { cardSurface, media, theme } from '../theme';

export const Section = styled.section`
  display: grid;
  gap: ${theme.space.md};
  min-width: 0;
  margin-top: ${theme.space.xl};
  padding: ${theme.space.md};
  ${cardSurface}

  ${media.md} {
    padding: ${theme.space.lg};
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`;

export const MutedText = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** Route, reply, delay and 'Add control' in a row that wraps on a phone. */
export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space.sm};

  & > :first-child {
    flex: 1 1 16rem;
  }

  /* In line with the fields, under their labels. */
  & > button {
    margin-top: calc(${theme.fontSizes.sm} * ${theme.lineHeights.normal} + ${theme.space.xxs});
  }
`;

export const DelayField = styled.div`
  width: 10rem;
`;

export const List = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.sm};
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;

  & > button {
    font-family: ${theme.fonts.body};
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
