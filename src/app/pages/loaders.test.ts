import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { CATEGORIES, PRODUCTS } from '../../backend/seed/catalog';
import type { Catalog } from '../api/catalogCache';
import { landingLoader, productGridLoader } from './loaders';
import { fulfilled, type TrackedPromise } from './useSettled';

const catalogThat = (reloading: boolean): Catalog => ({
  products: () => fulfilled(PRODUCTS),
  categories: () => fulfilled(CATEGORIES),
  takeFromApi: () => Promise.resolve(),
  isReloading: () => reloading,
});
const args = {} as LoaderFunctionArgs;

describe('the loaders', () => {
  it("hold a visit's data back for the spec's loader, even when the catalog is there", () => {
    const grid = productGridLoader(catalogThat(false))(args);
    const landing = landingLoader(catalogThat(false))(args);

    expect((grid.products as TrackedPromise<unknown>).status).toBeUndefined();
    expect((landing.categories as TrackedPromise<unknown>).status).toBeUndefined();
  });

  it('hand over what the catalog has at once when the pages reload for a changed menu', () => {
    const grid = productGridLoader(catalogThat(true))(args);
    const landing = landingLoader(catalogThat(true))(args);

    expect(grid.products).toMatchObject({ status: 'fulfilled', value: PRODUCTS });
    expect(landing.categories).toMatchObject({ status: 'fulfilled', value: CATEGORIES });
  });
});
