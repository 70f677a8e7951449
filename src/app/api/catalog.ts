import type { Category, Product } from '../../domain/types';
import { ApiError, request } from './client';

export const getProducts = () =>
  request<{ products: Product[] }>('/api/products').then((reply) => reply.products);

export const getCategories = () =>
  request<{ categories: Category[] }>('/api/categories').then((reply) => reply.categories);

/** The product, or null when the backend does not know the id (D16). */
export const getProduct = (id: string) =>
  request<{ product: Product }>(`/api/products/${encodeURIComponent(id)}`).then(
    (reply) => reply.product,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    },
  );
