import { Check } from 'lucide-react';
import styled, { css } from 'styled-components';

/** The row of a Checkbox or a Radio: the row is the label, so the whole row is the hit target. */
export const ChoiceRow = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space.xs} 0;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const ChoiceDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Holds the input and, for a checkbox, its tick. Centres the 20 px box on the first 24 px line. */
export const ChoiceControl = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  margin-top: 0.125rem;
`;

/** The drawn control, shared with `Radio`. */
const controlBase = css`
  appearance: none;
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  background-color: ${({ theme }) => theme.colors.surface};
  cursor: inherit;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.border};
  }

  /* Forced-colours mode (Windows High Contrast) keeps the native look. */
  @media (forced-colors: active) {
    appearance: auto;
  }
`;

export const CheckboxInput = styled.input.attrs({ type: 'checkbox' })`
  ${controlBase}
  border-radius: ${({ theme }) => theme.radii.sm};

  &:checked {
    background-color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:checked:disabled {
    background-color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const RadioInput = styled.input.attrs({ type: 'radio' })`
  ${controlBase}
  border-radius: ${({ theme }) => theme.radii.round};

  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.surface};
  }

  &:checked:disabled {
    border-color: ${({ theme }) => theme.colors.textMuted};
    background-color: ${({ theme }) => theme.colors.textMuted};
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
  color: ${({ theme }) => theme.colors.textOnColor};
  pointer-events: none;
  visibility: hidden;

  ${CheckboxInput}:checked + & {
    visibility: visible;
  }

  @media (forced-colors: active) {
    display: none;
  }
`;
