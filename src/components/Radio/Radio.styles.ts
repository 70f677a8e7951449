import styled from 'styled-components';
import { controlBase } from '../Checkbox/Checkbox.styles';

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
