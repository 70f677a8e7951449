import styled from 'styled-components';
import { Cluster } from '../Cluster';
import { theme } from '../theme';

/** The preparation times at one tap: radios drawn as pills, 44 px tall. */
export const Pill = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${theme.controlHeights.md};
  padding: 0 ${theme.space.md};
  border: 2px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  font-weight: ${theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }

  &:hover {
    border-color: ${theme.colors.primary};
  }

  /* The chosen time: filled and ticked, not told by colour alone (the tick is not read out). */
  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.textOnColor};
  }

  &:has(input:checked)::before {
    content: '✓' / '';
    margin-right: ${theme.space.xxs};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Stacked full width on phones; side by side from `sm`, the main action first. */
export const Actions = styled(Cluster)`
  margin-top: ${theme.space.xs};

  & > * {
    flex: 1 1 8rem;
  }
`;
