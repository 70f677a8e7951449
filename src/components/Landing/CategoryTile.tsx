import type { Category } from '../../domain/types';
import { Skeleton } from '../Skeleton';
import { Tile, TileDescription, TileImage, TileLink, TileName, TileText } from './Landing.styles';

const IMAGE_SIZE = 72;

/** A cuisine: links to the grid with that category ticked (D13). */
export function CategoryTile({ category }: { category: Category }) {
  const { categoryName, url, description } = category;
  return (
    <Tile>
      <TileImage
        src={url}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        loading="lazy"
        decoding="async"
      />
      <TileText>
        <TileName>
          <TileLink to={`/foodItems?${new URLSearchParams({ category: categoryName })}`}>
            {categoryName}
          </TileLink>
        </TileName>
        <TileDescription>{description}</TileDescription>
      </TileText>
    </Tile>
  );
}

/** The same footprint as a tile: image, name, three lines of description. */
export function CategoryTileSkeleton() {
  return (
    <Tile>
      <Skeleton width={IMAGE_SIZE} height={IMAGE_SIZE} radius="md" />
      <TileText>
        <Skeleton width="40%" height="1.5rem" />
        <Skeleton lines={3} height="0.875rem" />
      </TileText>
    </Tile>
  );
}
