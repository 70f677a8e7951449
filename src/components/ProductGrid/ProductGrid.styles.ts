import styled from 'styled-components';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { theme } from '../theme';

/** Keeps its line while the count loads, so the cards below do not move when it arrives. */
export const Count = styled(Text)`
  min-height: 1.5em;
`;

/*
 * As many columns of at least 13rem as the container holds, but never more than four: one on
 * a phone, two around 600 px, three around 900 px, four from 904 px of grid width (so still
 * four at 1280 px beside the 17rem filter sidebar).
 */
export const Grid = styled(Stack)`
  --gap: ${theme.space.lg};
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, max(13rem, calc((100% - 3 * var(--gap)) / 4))), 1fr)
  );
  gap: var(--gap);

  /* Cards out of view are neither laid out nor painted: a change elsewhere on the page (a
     ticked filter, a heart) repaints a few cards, not all of them. 26rem is about a card's
     height, so the scrollbar hardly moves as cards come into view. */
  & > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 26rem;
  }

  /* A dish the filters leave out keeps its styles and boxes, out of the grid and unseen (hidden
     from assistive technology and the keyboard too), instead of display: none. Showing it again
     then builds nothing: at 4× CPU the frame that shows ten cards took half as long. */
  & > li[hidden] {
    display: list-item !important;
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    visibility: hidden;
    content-visibility: hidden;
  }
`;

/** The windowed grid: rows placed by the virtualizer inside a box as tall as all of them. */
export const Rows = styled.div`
  position: relative;
`;

export const Row = styled(Stack)<{ $columns: number }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  padding-bottom: ${theme.space.lg};
`;

export const Empty = styled(Panel)`
  margin: 0;
  text-align: center;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;
