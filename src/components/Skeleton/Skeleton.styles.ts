import styled, { keyframes } from 'styled-components';
import { Stack } from '../Stack';
import { theme } from '../theme';

// A pulse of opacity, in steps: the compositor draws it without the main thread, and only when
// the value changes. The shimmer it replaced repainted every block 60 times a second, which took
// a core of a machine drawing without a GPU, and the main thread of a phone.
const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

export const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background-color: ${theme.colors.skeleton};
  animation: ${pulse} 0.7s steps(4) infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Lines = styled(Stack)`
  width: 100%;
`;
