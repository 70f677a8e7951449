import styled from 'styled-components';
import { theme } from '../theme';

/** A question of a dialog's form: no frame, the legend as a field's label. */
export const FieldGroup = styled.fieldset`
  display: grid;
  gap: ${theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
  }
`;
