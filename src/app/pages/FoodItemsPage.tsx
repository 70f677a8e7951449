import { useLoaderData, useOutletContext, useRevalidator, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { applyFilters, DEFAULT_FILTERS, type Filters } from '../../domain/filters';
import { filtersFromSearchParams, filtersToSearchParams } from '../../domain/filtersUrl';
import { FilterSidebar } from '../../components/FilterSidebar';
import { LoadError } from '../../components/LoadError';
import { ProductGrid } from '../../components/ProductGrid';
import { media } from '../../components/theme';
import type { LayoutContext } from '../Layout';
import type { FoodItemsData } from '../loaders';
import { useShop } from '../shop';
import { useSettled } from '../useSettled';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.md} {
    grid-template-columns: auto 1fr;
    align-items: start;
  }
`;

export function FoodItemsPage() {
  const products = useSettled(useLoaderData<FoodItemsData>().products);
  const [searchParams, setSearchParams] = useSearchParams();
  const { filtersOpen, closeFilters } = useOutletContext<LayoutContext>();
  const { revalidate } = useRevalidator();
  const { cartIds, wishlistIds, busyIds, addToCart, toggleWishlist } = useShop();
  const filters = filtersFromSearchParams(searchParams);

  // Each change is a history entry (Back undoes it, D13); the rest of a price-slider drag
  // replaces the entry its first move made instead of leaving one per step.
  const changeFilters = (next: Filters, continuesGesture = false) =>
    setSearchParams(filtersToSearchParams(next), { replace: continuesGesture });

  return (
    <>
      <title>Dishes — Cravings</title>
      <Columns>
        <FilterSidebar
          id="filters"
          filters={filters}
          onChange={changeFilters}
          onClear={() => changeFilters(DEFAULT_FILTERS)}
          open={filtersOpen}
          onClose={closeFilters}
        />
        {products.status === 'rejected' ? (
          <LoadError what="the dishes" onRetry={() => void revalidate()} />
        ) : (
          <ProductGrid
            products={
              products.status === 'fulfilled' ? applyFilters(products.value, filters) : undefined
            }
            cartIds={cartIds}
            wishlistIds={wishlistIds}
            busyIds={busyIds}
            onAddToCart={addToCart}
            onToggleWishlist={toggleWishlist}
          />
        )}
      </Columns>
    </>
  );
}
