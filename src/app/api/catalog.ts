import * as routes from '../../domain/api/routes/catalog';
import type { Product } from '../../domain/types';
import { call, send } from './client';

/** The dishes as the API has them, with the tag that names this version of them (D42). */
export interface TaggedProducts {
  products: Product[];
  tag: string | null;
}

/** The dishes, unless they are still those `tag` names: then undefined (a 304, no body). */
export async function getProducts(tag?: string | null): Promise<TaggedProducts | undefined> {
  const { data, response } = await send(routes.products, {
    headers: tag ? { 'if-none-match': tag } : {},
  });
  if (response.status === 304) return undefined;
  return {
    products: (data as { products: Product[] }).products,
    tag: response.headers.get('etag'),
  };
}

export const getCategories = () => call(routes.categories).then((reply) => reply.categories);
