import type { HttpHandler } from 'msw';
import type { MenuDish } from '../../domain/menu';
import { handlerOf, notFound, replyWith } from '../http';
import { taggedJson, type Menu, type MenuReader, type TaggedJson } from '../menu';
import { CATEGORIES, findCategory } from '../seed/catalog';

/** The dish, if it is on the menu (a hidden one is as unknown as one that never was, D42). */
export function requireDish(menu: Menu, productId: string): MenuDish {
  const dish = menu.byId.get(productId);
  if (!dish || dish.hidden) throw notFound('product', productId);
  return dish;
}

/** Whether an If-None-Match header names the tag (or any, `*`); weak tags compare too. */
function namesTag(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === tag);
}

/**
 * A reply of the catalog, which is the same for every shopper until the menu changes: with its
 * tag, and a 304 with no body to a client that has it already. The client asks each time.
 */
function validated(request: Request, { json, tag }: TaggedJson): Response {
  const headers = { ETag: tag, 'Cache-Control': 'no-cache' };
  if (namesTag(request.headers.get('if-none-match'), tag)) {
    return replyWith(null, { status: 304, headers });
  }
  return replyWith(json, { headers: { ...headers, 'Content-Type': 'application/json' } });
}

/** The categories are the seed's: one reply for as long as the backend runs. */
const categoriesReply = taggedJson({ categories: CATEGORIES });

export function catalogHandlers(menu: MenuReader): HttpHandler[] {
  const handle = handlerOf();
  return [
    handle('products', async ({ request }) =>
      validated(request, (await menu.current()).catalogReply),
    ),
    handle('product', async ({ request, params }) => {
      const current = await menu.current();
      return validated(request, current.dishReply(requireDish(current, params.productId)));
    }),
    handle('categories', ({ request }) => validated(request, categoriesReply)),
    handle('category', ({ request, params }) => {
      const category = findCategory(params.categoryId);
      if (!category) throw notFound('category', params.categoryId);
      return validated(request, taggedJson({ category }));
    }),
  ];
}
