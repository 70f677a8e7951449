import { CardImage, DISH_IMAGE_SIZE, Thumbnail, type DishImageVariant } from './DishImage.styles';

export interface DishImageProps {
  src: string;
  /** 'grid' and 'detail': a card's picture; 'thumbnail': a square in a list line. */
  variant: DishImageVariant;
  /** A thumbnail's side in CSS pixels, for its `<img>` attributes (default 56). */
  size?: number;
  /** Pictures below the fold load lazily (default 'lazy'). */
  loading?: 'eager' | 'lazy';
}

/**
 * A dish's picture. The dish's title is always right beside it, so it is decorative (alt="");
 * its width and height attributes keep its place before it loads.
 */
export function DishImage({ src, variant, size = 56, loading = 'lazy' }: DishImageProps) {
  if (variant === 'thumbnail') {
    return (
      <Thumbnail src={src} alt="" width={size} height={size} loading={loading} decoding="async" />
    );
  }
  const { width, height } = DISH_IMAGE_SIZE[variant];
  return (
    <CardImage
      src={src}
      alt=""
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      $variant={variant}
    />
  );
}
