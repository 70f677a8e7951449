import type { Category } from '../../domain/types';
import { Skeleton } from '../Skeleton';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Tile, TileLink } from './Landing.styles';

const IMAGE_SIZE = 72;

/** A cuisine: links to the grid with that category ticked (D13). */
export function CategoryTile({ category }: { category: Category }) {
  const { categoryName, url, description } = category;
  return (
    <Tile as="li" $gap="md" $shadow="sm">
      <img
        src={url}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        loading="lazy"
        decoding="async"
      />
      <Stack $gap="xxs">
        <Text as="h3" $size="xl">
          <TileLink to={`/foodItems?${new URLSearchParams({ category: categoryName })}`}>
            {categoryName}
          </TileLink>
        </Text>
        <Text $size="sm" $tone="muted">
          {description}
        </Text>
      </Stack>
    </Tile>
  );
}

/** The same footprint as a tile: image, name, three lines of description. */
export function CategoryTileSkeleton() {
  return (
    <Tile as="li" $gap="md" $shadow="sm">
      <Skeleton width={IMAGE_SIZE} height={IMAGE_SIZE} radius="md" />
      <Stack $gap="xxs">
        <Skeleton width="40%" height="1.5rem" />
        <Skeleton lines={3} height="0.875rem" />
      </Stack>
    </Tile>
  );
}
