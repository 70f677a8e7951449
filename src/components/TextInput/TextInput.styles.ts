import styled from 'styled-components';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { theme } from '../theme';

/** Stretched by a taller field beside it in a row, it keeps its parts at the top. */
export const Field = styled(Stack).attrs({ $gap: 'xxs' })`
  align-content: start;
`;

export const Label = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.text};
`;

export const RequiredMark = styled.span`
  color: ${theme.colors.danger};
  margin-left: ${theme.space.xxs};
`;

export const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const Input = styled.input<{ $hasAdornment: boolean; $invalid: boolean }>`
  width: 100%;
  min-width: 0;
  min-height: ${theme.controlHeights.lg};
  padding: 0 ${theme.space.sm};
  padding-right: ${({ $hasAdornment }) =>
    $hasAdornment ? `calc(${theme.controlHeights.md} + ${theme.space.xs})` : theme.space.sm};
  border: 2px solid
    ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};

  &::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.text)};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.textMuted};
  }
`;

/** A native select drawn like the text inputs (render it `as="select"`). */
export const Select = styled(Input)`
  cursor: pointer;
`;

export const Adornment = styled.div`
  position: absolute;
  right: ${theme.space.xxs};
  top: 50%;
  transform: translateY(-50%);
  display: flex;
  align-items: center;
`;

export const Hint = styled(Text).attrs({ $size: 'sm', $tone: 'muted' })``;

/** Always in the page, so that its live region announces an error when one appears. */
export const ErrorText = styled(Text).attrs({ $size: 'sm', $weight: 'medium', $tone: 'danger' })`
  &:empty {
    display: none;
  }
`;
