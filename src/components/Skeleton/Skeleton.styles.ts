import styled, { keyframes } from 'styled-components';
import { Stack } from '../Stack';
import { theme } from '../theme';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background-color: ${theme.colors.skeleton};
  background-image: linear-gradient(
    90deg,
    ${theme.colors.skeleton} 0%,
    ${theme.colors.skeletonHighlight} 50%,
    ${theme.colors.skeleton} 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

export const Lines = styled(Stack)`
  width: 100%;
`;
