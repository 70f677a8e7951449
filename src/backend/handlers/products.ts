import { HttpResponse, type HttpHandler } from 'msw';
import type { Product } from '../../domain/types';
import { handlerOf, notFound } from '../http';
import { findProduct, PRODUCTS } from '../seed/catalog';

export function requireProduct(productId: string): Product {
  const product = findProduct(productId);
  if (!product) throw notFound('product', productId);
  return product;
}

export function productHandlers(): HttpHandler[] {
  const handle = handlerOf();
  return [
    handle('products', () => HttpResponse.json({ products: PRODUCTS })),
    handle('product', ({ params }) =>
      HttpResponse.json({ product: requireProduct(params.productId) }),
    ),
  ];
}
