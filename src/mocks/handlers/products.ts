import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Product } from '../../domain/types';
import { apiPath, notFound, route } from '../http';
import { findProduct, PRODUCTS } from '../seed/catalog';

export function requireProduct(productId: string): Product {
  const product = findProduct(productId);
  if (!product) throw notFound('product', productId);
  return product;
}

export function productHandlers(): HttpHandler[] {
  return [
    http.get(
      apiPath('/api/products'),
      route(() => HttpResponse.json({ products: PRODUCTS })),
    ),
    http.get<{ productId: string }>(
      apiPath('/api/products/:productId'),
      route(({ params }) => HttpResponse.json({ product: requireProduct(params.productId) })),
    ),
  ];
}
