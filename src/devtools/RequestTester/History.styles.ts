import styled from 'styled-components';
import { Cluster } from '../../components/Cluster';
import { Stack } from '../../components/Stack';
import { media, theme } from '../../components/theme';

/** At most 200 calls: the list scrolls within the panel. */
export const EntryList = styled(Stack)`
  max-height: 24rem;
  overflow: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  & > li + li {
    border-top: 1px solid ${theme.colors.border};
  }
`;

const METHOD_WIDTH = '4.5rem';

/**
 * One call: method and path on the first line, then status, time and size; from a tablet up,
 * all on one line in columns.
 */
export const EntryButton = styled(Cluster)`
  width: 100%;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 0;
  background: none;
  font-size: ${theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${theme.colors.primarySubtle};
  }

  &:disabled {
    cursor: not-allowed;
  }

  & > :nth-child(1) {
    flex: 0 0 ${METHOD_WIDTH};
  }
  & > :nth-child(2) {
    flex: 1 1 calc(100% - ${METHOD_WIDTH} - ${theme.space.sm});
  }

  ${media.md} {
    flex-wrap: nowrap;

    & > :nth-child(2) {
      flex-basis: 0;
    }
    & > :nth-child(3) {
      flex: 0 0 8rem;
    }
    & > :nth-child(n + 4) {
      flex: 0 0 4.5rem;
      text-align: right;
    }
  }
`;
