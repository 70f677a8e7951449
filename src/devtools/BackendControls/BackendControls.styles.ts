import styled from 'styled-components';
import { Cluster } from '../../components/Cluster';
import { Panel } from '../../components/Panel';
import { theme } from '../../components/theme';

export const Section = styled(Panel)`
  margin-top: ${theme.space.xl};
`;

/** Route, reply, delay and 'Add control' in a row that wraps on a phone. */
export const Form = styled(Cluster)`
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

/** A control in the mono font of a route, and its 'Turn off' button in the usual font. */
export const Item = styled(Cluster)`
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
