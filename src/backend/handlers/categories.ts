import { HttpResponse, type HttpHandler } from 'msw';
import { handlerOf, notFound } from '../http';
import { CATEGORIES, findCategory } from '../seed/catalog';

export function categoryHandlers(): HttpHandler[] {
  const handle = handlerOf();
  return [
    handle('categories', () => HttpResponse.json({ categories: CATEGORIES })),
    handle('category', ({ params }) => {
      const category = findCategory(params.categoryId);
      if (!category) throw notFound('category', params.categoryId);
      return HttpResponse.json({ category });
    }),
  ];
}
