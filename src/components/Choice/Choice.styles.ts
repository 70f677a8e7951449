import { Check } from 'lucide-react';
import styled, { css } from 'styled-components';
import { theme } from '../theme';

/** The row of a Checkbox or a Radio: the row is the label, so the whole row is the hit target. */
export const ChoiceRow = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  min-height: 2.75rem;
  padding: ${theme.space.xs} 0;
  color: ${({ $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  line-height: ${theme.lineHeights.normal};
`;

/** Holds the input and, for a checkbox, its tick. Centres the 20 px box on the first 24 px line. */
export const ChoiceControl = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  margin-top: 0.125rem;
`;

/** The drawn control, shared by the checkbox and the radio. */
const controlBase = css`
  appearance: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  border: 2px solid ${theme.colors.borderStrong};
  background-color: ${theme.colors.surface};
  cursor: inherit;

  &:hover:not(:disabled) {
    border-color: ${theme.colors.primary};
  }

  &:disabled {
    background-color: ${theme.colors.surfaceMuted};
    border-color: ${theme.colors.border};
  }

  &:checked {
    background-color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
  }

  &:checked:disabled {
    background-color: ${theme.colors.textMuted};
    border-color: ${theme.colors.textMuted};
  }

  /* Forced-colours mode (Windows High Contrast) keeps the native look. */
  @media (forced-colors: active) {
    appearance: auto;
  }
`;

export const CheckboxInput = styled.input.attrs({ type: 'checkbox' })`
  ${controlBase}
  border-radius: ${theme.radii.sm};
`;

export const RadioInput = styled.input.attrs({ type: 'radio' })`
  ${controlBase}
  border-radius: ${theme.radii.round};

  /* The ring of surface colour inside the frame leaves a dot in the middle. */
  &:checked {
    box-shadow: inset 0 0 0 3px ${theme.colors.surface};
  }
`;

/**
 * The tick of a checked box: an inline SVG shown by the input's `:checked`. An SVG image in the
 * background instead would be decoded on the first click, costing a frame on a slow phone.
 */
export const Tick = styled(Check).attrs({ 'aria-hidden': true, strokeWidth: 3.5 })`
  position: absolute;
  inset: 0;
  margin: auto;
  width: 0.875rem;
  height: 0.875rem;
  color: ${theme.colors.textOnColor};
  pointer-events: none;
  visibility: hidden;

  ${CheckboxInput}:checked + & {
    visibility: visible;
  }

  @media (forced-colors: active) {
    display: none;
  }
`;
