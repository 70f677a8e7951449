import { describe, expect, it } from 'vitest';
import type { Category, Product } from '../../domain/types';
import { call, expectError, startBackendForEachTest } from '../../testing/backendCalls';

startBackendForEachTest();

describe('products', () => {
  it('listing products gets 200 and the 30 seeded dishes, 10 per cuisine', async () => {
    const reply = await call<{ products: Product[] }>('GET', '/api/products');

    expect(reply.status).toBe(200);
    const { products } = reply.body;
    expect(products).toHaveLength(30);
    expect(new Set(products.map((product) => product._id)).size).toBe(30);
    for (const cuisine of ['Indian', 'Chinese', 'Italian']) {
      expect(products.filter((product) => product.categoryName === cuisine)).toHaveLength(10);
    }
    for (const product of products) {
      expect(product.price).toMatch(/^\d+$/);
      expect(Number(product.price)).toBeGreaterThanOrEqual(90);
      expect(Number(product.price)).toBeLessThanOrEqual(320);
      expect(product.rating).toBeGreaterThanOrEqual(1);
      expect(product.rating).toBeLessThanOrEqual(4.9);
      expect(product.url).toMatch(/^\/images\/dishes\/[a-z0-9]+(-[a-z0-9]+)*\.svg$/);
      expect(product.description).not.toBe('');
    }
  });

  it('getting a product by id gets 200 and the product', async () => {
    const reply = await call<{ product: Product }>(
      'GET',
      '/api/products/prod-sweet-and-sour-chicken',
    );

    expect(reply.status).toBe(200);
    expect(reply.body.product).toEqual({
      _id: 'prod-sweet-and-sour-chicken',
      title: 'Sweet and Sour Chicken',
      description: expect.any(String),
      price: '180',
      url: '/images/dishes/sweet-and-sour-chicken.svg',
      isVegetarian: false,
      rating: 3.5,
      categoryName: 'Chinese',
      restaurant: 'Golden Dragon',
      soldOut: false,
    });
  });

  it('getting an unknown product gets 404 and says so', async () => {
    expectError(await call('GET', '/api/products/nope'), 404, 'The product "nope" does not exist.');
  });
});

describe('categories', () => {
  it('listing categories gets 200 and Indian, Chinese and Italian', async () => {
    const reply = await call<{ categories: Category[] }>('GET', '/api/categories');

    expect(reply.status).toBe(200);
    expect(reply.body.categories.map((category) => category.categoryName)).toEqual([
      'Indian',
      'Chinese',
      'Italian',
    ]);
  });

  it('getting a category by id gets 200 and the category', async () => {
    const reply = await call<{ category: Category }>('GET', '/api/categories/cat-italian');

    expect(reply.status).toBe(200);
    expect(reply.body.category).toEqual({
      _id: 'cat-italian',
      categoryName: 'Italian',
      description: expect.any(String),
      url: '/images/categories/italian.svg',
    });
  });

  it('getting an unknown category gets 404 and says so', async () => {
    expectError(
      await call('GET', '/api/categories/nope'),
      404,
      'The category "nope" does not exist.',
    );
  });
});
