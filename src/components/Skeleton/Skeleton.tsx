import type { ComponentPropsWithRef, ReactNode } from 'react';
import { theme, VisuallyHidden } from '../theme';
import { Block, Lines } from './Skeleton.styles';

type Length = number | string;
type Radius = keyof typeof theme.radii;

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Width: a number is px, a string is any CSS length. Default: 100%. */
  width?: Length;
  /** Height: a number is px, a string is any CSS length. Default: one line of body text. */
  height?: Length;
  /** A theme radius name (`'sm'`, `'round'` for an avatar, …) or any CSS length. Default: `'sm'`. */
  radius?: Length;
  /** Draw a paragraph of this many text lines instead of one block; the last one is shorter. */
  lines?: number;
}

const toCss = (length: Length) => (typeof length === 'number' ? `${length}px` : length);

/**
 * A placeholder in the shape of the content that is coming (decision D14). It is decorative,
 * hidden from assistive technology; the pulse stops under `prefers-reduced-motion`.
 *
 * Skeletons say nothing to a screen reader, so wrap them in a `SkeletonGroup` (or do what it
 * does: `aria-busy="true"` on the region that is loading plus a `role="status"` message).
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius = 'sm',
  lines,
  ...rest
}: SkeletonProps) {
  const resolvedRadius =
    typeof radius === 'string' && radius in theme.radii
      ? theme.radii[radius as Radius]
      : toCss(radius);

  if (lines !== undefined && lines > 0) {
    return (
      <Lines as="span" aria-hidden="true" data-skeleton="" $gap="xs" {...rest}>
        {Array.from({ length: lines }, (_, index) => (
          <Block
            key={index}
            $width={lines > 1 && index === lines - 1 ? '60%' : toCss(width)}
            $height={toCss(height)}
            $radius={resolvedRadius}
          />
        ))}
      </Lines>
    );
  }
  return (
    <Block
      aria-hidden="true"
      data-skeleton=""
      $width={toCss(width)}
      $height={toCss(height)}
      $radius={resolvedRadius}
      {...rest}
    />
  );
}

export interface SkeletonGroupProps extends Omit<ComponentPropsWithRef<'div'>, 'aria-busy'> {
  /** What is loading, read by screen readers: "Loading dishes". */
  label: string;
  children: ReactNode;
}

/**
 * The region that is loading: `aria-busy="true"` and a visually hidden `role="status"` message
 * with `label`, around the skeletons. Replace it with the content when it has arrived.
 */
export function SkeletonGroup({ label, children, ...rest }: SkeletonGroupProps) {
  return (
    <div aria-busy="true" {...rest}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {children}
    </div>
  );
}
