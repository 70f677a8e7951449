import { useId } from 'react';
import { RATING_STEPS } from '../../domain/constants';
import type { Filters, SortOrder } from '../../domain/filters';
import { CATEGORY_NAMES, type CategoryName } from '../../domain/types';
import { Checkbox } from '../Checkbox';
import { Radio } from '../Radio';
import { Group, Legend, Options } from './FilterSidebar.styles';
import { PriceSlider } from './PriceSlider';

const SORT_LABELS: Record<SortOrder, string> = {
  lowToHigh: 'Price - Low to High',
  highToLow: 'Price - High to Low',
};

const ratingLabel = (step: number) => `${step} ${step === 1 ? 'Star' : 'Stars'} & above`;

export interface FilterControlsProps {
  filters: Filters;
  /** `continuesGesture`: see `FilterSidebarProps.onChange`. */
  onChange: (filters: Filters, continuesGesture?: boolean) => void;
}

/** Every filter of the spec (section 4); each control reports the whole new `Filters`. */
export function FilterControls({ filters, onChange }: FilterControlsProps) {
  const groupName = useId();
  const update = (changes: Partial<Filters>) => onChange({ ...filters, ...changes });
  // Keeps the categories in their canonical order, whatever order they were ticked in.
  const toggleCategory = (name: CategoryName, ticked: boolean) =>
    update({
      categories: CATEGORY_NAMES.filter((each) =>
        each === name ? ticked : filters.categories.includes(each),
      ),
    });

  return (
    <>
      <PriceSlider
        value={filters.priceCap}
        onChange={(priceCap, continuesGesture) =>
          onChange({ ...filters, priceCap }, continuesGesture)
        }
      />
      <Group>
        <Legend>Food preference</Legend>
        <Options>
          <Checkbox
            label="Vegetarian"
            checked={filters.vegetarian}
            onChange={(event) => update({ vegetarian: event.target.checked })}
          />
          <Checkbox
            label="Non-vegetarian"
            checked={filters.nonVegetarian}
            onChange={(event) => update({ nonVegetarian: event.target.checked })}
          />
        </Options>
      </Group>
      <Group>
        <Legend>Rating</Legend>
        <Options>
          {RATING_STEPS.map((step) => (
            <Radio
              key={step}
              name={`${groupName}-rating`}
              value={step}
              label={ratingLabel(step)}
              checked={filters.minRating === step}
              onChange={() => update({ minRating: step })}
            />
          ))}
        </Options>
      </Group>
      <Group>
        <Legend>Sort by</Legend>
        <Options>
          {(Object.keys(SORT_LABELS) as SortOrder[]).map((sort) => (
            <Radio
              key={sort}
              name={`${groupName}-sort`}
              value={sort}
              label={SORT_LABELS[sort]}
              checked={filters.sort === sort}
              onChange={() => update({ sort })}
            />
          ))}
        </Options>
      </Group>
      <Group>
        <Legend>Category</Legend>
        <Options>
          {CATEGORY_NAMES.map((name) => (
            <Checkbox
              key={name}
              label={name}
              checked={filters.categories.includes(name)}
              onChange={(event) => toggleCategory(name, event.target.checked)}
            />
          ))}
        </Options>
      </Group>
    </>
  );
}
