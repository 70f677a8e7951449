import { HttpResponse, type HttpHandler } from 'msw';
import type { Product } from '../../domain/types';
import { handlerOf, notFound } from '../http';
import { CATEGORIES, findCategory, findProduct, PRODUCTS } from '../seed/catalog';

export function requireProduct(productId: string): Product {
  const product = findProduct(productId);
  if (!product) throw notFound('product', productId);
  return product;
}

export function catalogHandlers(): HttpHandler[] {
  const handle = handlerOf();
  return [
    handle('products', () => HttpResponse.json({ products: PRODUCTS })),
    handle('product', ({ params }) =>
      HttpResponse.json({ product: requireProduct(params.productId) }),
    ),
    handle('categories', () => HttpResponse.json({ categories: CATEGORIES })),
    handle('category', ({ params }) => {
      const category = findCategory(params.categoryId);
      if (!category) throw notFound('category', params.categoryId);
      return HttpResponse.json({ category });
    }),
  ];
}
