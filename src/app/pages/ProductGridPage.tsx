import { startTransition, useMemo, useOptimistic } from 'react';
import { preload } from 'react-dom';
import {
  useLoaderData,
  useNavigate,
  useOutletContext,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import styled from 'styled-components';
import {
  applyFilters,
  DEFAULT_FILTERS,
  matches,
  sortProducts,
  type Filters,
} from '../../domain/filters';
import { filtersFromSearchParams, filtersToSearchParams } from '../../domain/filtersUrl';
import { FilterSidebar } from '../../components/FilterSidebar';
import { eagerImageUrls } from '../../components/ProductGrid';
import { LoadError } from '../../components/LoadError';
import { media, theme } from '../../components/theme';
import { afterNextPaint } from '../boot/afterNextPaint';
import type { LayoutContext } from './Layout';
import type { ProductGridData } from './loaders';
import { ShopProductGrid } from './ShopProductGrid';
import { useSettled } from './useSettled';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${media.md} {
    grid-template-columns: auto 1fr;
    align-items: start;
  }
`;

export function ProductGridPage() {
  const data = useLoaderData<ProductGridData>();
  const products = useSettled(data.products);
  const upcoming = useSettled(data.upcoming);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { filtersOpen, closeFilters } = useOutletContext<LayoutContext>();
  const { revalidate } = useRevalidator();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  // The controls show a change in the frame of the click; the URL, and the grid with it, follow.
  const [shownFilters, showFilters] = useOptimistic(filters);

  // Each change is a history entry (Back undoes it, D13); the rest of a price-slider drag
  // replaces the entry its first move made instead of leaving one per step.
  const changeFilters = (next: Filters, continuesGesture = false) =>
    startTransition(async () => {
      showFilters(next);
      await afterNextPaint();
      const nextSearch = filtersToSearchParams(next).toString();
      await navigate({ search: nextSearch && `?${nextSearch}` }, { replace: continuesGesture });
    });

  const dishes = products.status === 'fulfilled' ? products.value : undefined;
  // Every dish in the chosen order, and the ones the filters let through: the grid keeps a card
  // for each dish and hides the rest, so a filter change does not build cards again.
  const sortedDishes = useMemo(
    () => (dishes ? sortProducts(dishes, filters.sort) : undefined),
    [dishes, filters.sort],
  );
  const shownProducts = useMemo(
    () => sortedDishes?.filter((dish) => matches(dish, filters)),
    [sortedDishes, filters],
  );
  // While the spec's loader shows skeletons, the first cards' pictures load (a prerendered page
  // lists them in its head), so the dishes appear with their pictures when the wait ends.
  if (!dishes && upcoming.status === 'fulfilled') {
    for (const url of eagerImageUrls(applyFilters(upcoming.value, filters))) {
      preload(url, { as: 'image' });
    }
  }

  return (
    <>
      <title>Dishes — Cravings</title>
      <Columns>
        <FilterSidebar
          id="filters"
          filters={shownFilters}
          onChange={changeFilters}
          onClear={() => changeFilters(DEFAULT_FILTERS)}
          open={filtersOpen}
          onClose={closeFilters}
        />
        {products.status === 'rejected' ? (
          <LoadError what="the dishes" onRetry={() => void revalidate()} />
        ) : (
          <ShopProductGrid products={shownProducts} pool={sortedDishes} />
        )}
      </Columns>
    </>
  );
}
