import styled from 'styled-components';
import { theme } from '../../components/theme';

/** The kitchen's pages: no shop header or footer, the whole width of a tablet for the board. */
export const KitchenFrame = styled.main`
  max-width: 1600px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${theme.space.md};
`;
