import { useId } from 'react';
import type { CuisineMenu, DishEdit } from '../../machines/menuEditor';
import { Cluster } from '../Cluster';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { DishRow } from './DishRow';

interface CuisineListProps {
  cuisine: CuisineMenu;
  onChange: (productId: string, edit: DishEdit) => void;
  onEdit: (productId: string) => void;
}

export const dishesText = (count: number) => (count === 1 ? '1 dish' : `${count} dishes`);

/** A cuisine's dishes, in the menu's order, under its name. */
export function CuisineList({
  cuisine: { categoryName, lines },
  onChange,
  onEdit,
}: CuisineListProps) {
  const titleId = useId();
  return (
    <Stack as="section" $gap="sm" aria-labelledby={titleId}>
      <Cluster $gap="xs" $align="baseline">
        <Text as="h2" $size="xxl" id={titleId}>
          {categoryName}
        </Text>
        <Text as="span" $tone="muted">
          {dishesText(lines.length)}
        </Text>
      </Cluster>
      <Stack as="ul" $gap="xs">
        {lines.map((line) => (
          <li key={line.dish._id}>
            <DishRow
              line={line}
              onChange={(edit) => onChange(line.dish._id, edit)}
              onEdit={() => onEdit(line.dish._id)}
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
