import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, Product } from '../../domain/types';
import { CATEGORIES, PRODUCTS } from '../../backend/seed/catalog';
import { atLeast, createCatalog } from './catalogCache';
import type { TaggedProducts } from './catalog';
import type { TrackedPromise } from '../pages/useSettled';

const { getProducts, getCategories } = vi.hoisted(() => ({
  getProducts: vi.fn<(tag?: string | null) => Promise<TaggedProducts | undefined>>(),
  getCategories: vi.fn<() => Promise<Category[]>>(),
}));
vi.mock('./catalog', () => ({ getProducts, getCategories }));

const PRERENDERED = { products: PRODUCTS, categories: CATEGORIES };
const tagged = (products: Product[], tag = '"v1"') => ({ products, tag });

describe('createCatalog', () => {
  beforeEach(() => {
    getProducts.mockReset().mockResolvedValue(tagged(PRODUCTS));
    getCategories.mockReset().mockResolvedValue(CATEGORIES);
  });

  it('a prerendered catalog is there at once, with no API call', () => {
    const catalog = createCatalog(PRERENDERED);
    const products = catalog.products() as TrackedPromise<Product[]>;

    expect(products).toMatchObject({ status: 'fulfilled', value: PRODUCTS });
    expect(getProducts).not.toHaveBeenCalled();
  });

  it('once the API answers, the pages read its catalog; nothing to reload when it is the same', async () => {
    const reloadPages = vi.fn(() => Promise.resolve());
    const catalog = createCatalog(PRERENDERED, reloadPages);
    const fromApi = PRODUCTS.map((product) => ({ ...product }));
    getProducts.mockResolvedValue(tagged(fromApi));

    await catalog.takeFromApi();

    expect(reloadPages).not.toHaveBeenCalled();

    expect(getCategories).toHaveBeenCalledTimes(1);
    await expect(catalog.products()).resolves.toBe(fromApi);
  });

  it('an API catalog that differs from the prerendered one reloads the pages, with no loader', async () => {
    let reloadingMeanwhile: boolean | undefined;
    const reloadPages = vi.fn(() => {
      reloadingMeanwhile = catalog.isReloading();
      return Promise.resolve();
    });
    const catalog = createCatalog(PRERENDERED, reloadPages);
    getProducts.mockResolvedValue(tagged(PRODUCTS.slice(1)));

    await catalog.takeFromApi();

    expect(reloadPages).toHaveBeenCalledTimes(1);
    expect(reloadingMeanwhile).toBe(true);
    expect(catalog.isReloading()).toBe(false);
    await expect(catalog.products()).resolves.toHaveLength(PRODUCTS.length - 1);
  });

  it('without a prerendered catalog, the first read waits for the API, and a failure is forgotten', async () => {
    const catalog = createCatalog();
    getProducts.mockRejectedValueOnce(new Error('offline'));

    await expect(catalog.products()).rejects.toThrow('offline');
    await expect(catalog.products()).resolves.toBe(PRODUCTS);
  });

  it('each later read shows the kept dishes at once and revalidates them by their tag (D42)', async () => {
    const changed = vi.fn(() => Promise.resolve());
    const catalog = createCatalog(undefined, changed);
    await catalog.products();
    getProducts.mockResolvedValueOnce(undefined); // 304: still the menu

    await expect(catalog.products()).resolves.toBe(PRODUCTS);
    await vi.waitFor(() => expect(getProducts).toHaveBeenLastCalledWith('"v1"'));
    expect(changed).not.toHaveBeenCalled();

    // The kitchen changed a price: the next read still shows what was kept, and the pages reload.
    const repriced = PRODUCTS.map((dish, index) =>
      index === 0 ? { ...dish, price: '999' } : dish,
    );
    getProducts.mockResolvedValueOnce(tagged(repriced, '"v2"'));
    await expect(catalog.products()).resolves.toBe(PRODUCTS);
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    await expect(catalog.products()).resolves.toBe(repriced);
    await vi.waitFor(() => expect(getProducts).toHaveBeenLastCalledWith('"v2"'));
  });
});

describe('atLeast', () => {
  it('counts the delay from when the visit began: a hydrated skeleton has been showing since', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let settled = false;
    void atLeast(2000, Promise.resolve('dishes'), performance.now() - 1500).then(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(400);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(true);
    vi.useRealTimers();
  });

  it('with no delay, hands back the same promise, so a settled one renders at once', () => {
    const settled = createCatalog(PRERENDERED).categories();
    expect(atLeast(0, settled)).toBe(settled);
  });
});
