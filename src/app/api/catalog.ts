import type { Category, Product } from '../../domain/types';
import { request } from './client';

export const getProducts = () =>
  request<{ products: Product[] }>('/api/products').then((reply) => reply.products);

export const getCategories = () =>
  request<{ categories: Category[] }>('/api/categories').then((reply) => reply.categories);
