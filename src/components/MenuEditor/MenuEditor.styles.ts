import styled, { css, keyframes } from 'styled-components';
import { Badge } from '../Badge';
import { Cluster } from '../Cluster';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { theme } from '../theme';

/** The menu's lists: their dishes lay themselves out by the room the list has, not the screen's. */
export const MenuArea = styled(Stack)`
  container-type: inline-size;
`;

/** The news of a dish added, under the header; nothing (and no gap) the rest of the time. */
export const AddedNote = styled(Text)`
  &:empty {
    display: none;
  }
`;

/**
 * A dish: its picture, name and price above its buttons in a narrow list; all on one line in a
 * wide one. A hidden dish is dimmed: a muted, dashed card and a faded picture ('Hidden' says so
 * in words).
 */
export const DishCard = styled(Panel)<{ $hidden: boolean }>`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr) auto;
  grid-template-areas:
    'picture about price'
    'actions actions actions';
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: center;

  ${({ $hidden }) =>
    $hidden &&
    css`
      border: 1px dashed ${theme.colors.borderStrong};
      background: ${theme.colors.surfaceMuted};

      img {
        opacity: 0.45;
        filter: grayscale(1);
      }
    `}

  /* One width for every dish's buttons, so that the prices and toggles line up down the list. */
  @container (min-width: 56rem) {
    grid-template-columns: 3.5rem minmax(0, 1fr) 5.5rem 30rem;
    grid-template-areas: 'picture about price actions';
  }
`;

export const Picture = styled.div`
  grid-area: picture;
`;

export const About = styled(Stack)`
  grid-area: about;
`;

export const Price = styled.p`
  grid-area: price;
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

export const DishActions = styled(Cluster)`
  grid-area: actions;
`;

/** Under the dish's line, across the card, only while there is something to say. */
export const DishProblem = styled.div`
  grid-column: 1 / -1;
`;

/** The 'Hidden' mark: framed, as the dimmed card behind it has the neutral badge's colour. */
export const HiddenBadge = styled(Badge)`
  border: 1px solid ${theme.colors.borderStrong};
`;

/** 'Saving…' under a dish's name while its change is on its way; nothing the rest of the time. */
export const SavingNote = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};

  &:empty {
    display: none;
  }
`;

/**
 * 'Sold out', a toggle: filled in the danger colour and ticked while the dish is sold out, an
 * empty ring while it is not. While the change is on its way it shows the new state at once,
 * a turning ring in place of its mark, and waits.
 */
export const SoldOutToggle = styled.button<{ $saving: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.controlHeights.md};
  padding: 0 ${theme.space.md};
  border: 2px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.tight};
  cursor: pointer;

  svg {
    width: 1.25em;
    height: 1.25em;
  }

  &[aria-pressed='true'] {
    border-color: ${theme.colors.danger};
    background: ${theme.colors.danger};
    color: ${theme.colors.textOnColor};
  }

  &:hover:not([aria-disabled='true']) {
    border-color: ${theme.colors.text};
  }

  ${({ $saving }) =>
    $saving &&
    css`
      border-style: dashed;
      cursor: progress;

      svg {
        animation: ${turn} 1s linear infinite;
      }

      @media (prefers-reduced-motion: reduce) {
        svg {
          animation: none;
        }
      }
    `}
`;

const turn = keyframes`
  to {
    transform: rotate(1turn);
  }
`;

/** The pictures a new dish may have, as many to a row as fit. */
export const PictureGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(4rem, 1fr));
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A picture to choose: a radio drawn as its thumbnail, framed and ticked once chosen. */
export const PictureChoice = styled.label`
  position: relative;
  display: block;
  padding: ${theme.space.xxs};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }

  img {
    display: block;
    width: 100%;
    height: auto;
  }

  &:hover {
    border-color: ${theme.colors.borderStrong};
  }

  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    box-shadow: inset 0 0 0 2px ${theme.colors.primary};
  }

  &:has(input:checked)::after {
    content: '✓' / '';
    position: absolute;
    top: ${theme.space.xxs};
    right: ${theme.space.xxs};
    display: grid;
    place-items: center;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.primary};
    color: ${theme.colors.textOnColor};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.bold};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A text of several lines, drawn as the text inputs are. */
export const TextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 6rem;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 2px solid
    ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
  resize: vertical;

  &:hover {
    border-color: ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.text)};
  }
`;

export const RequiredMark = styled.span`
  color: ${theme.colors.danger};
  margin-left: ${theme.space.xxs};
`;

/** A dialog's buttons: stacked full width on a phone, side by side once there is room. */
export const DialogActions = styled(Cluster)`
  margin-top: ${theme.space.xs};

  & > * {
    flex: 1 1 8rem;
  }
`;

/** The search above the menu, as wide as a dish's name needs. */
export const SearchField = styled.div`
  width: min(100%, 20rem);
`;
