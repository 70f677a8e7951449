import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { menuOf, type Menu } from '../../domain/menuChanges';
import type { LayoutData } from './loaders';
import { useSettled } from './useSettled';

const NO_CATALOG: Promise<never> = new Promise(() => {});

/**
 * The menu as it is now (D42): the root route's catalog, which the header's search reads too,
 * by dish. Undefined until it arrives, or if it cannot.
 */
export function useMenu(): Menu | undefined {
  const catalog = useSettled(useRouteLoaderData<LayoutData>('root')?.products ?? NO_CATALOG);
  const products = catalog.status === 'fulfilled' ? catalog.value : undefined;
  return useMemo(() => products && menuOf(products), [products]);
}
