import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, notFound, route } from '../http';
import { CATEGORIES, findCategory } from '../seed/catalog';

export function categoryHandlers(): HttpHandler[] {
  return [
    http.get(
      apiPath('/api/categories'),
      route(() => HttpResponse.json({ categories: CATEGORIES })),
    ),
    http.get<{ categoryId: string }>(
      apiPath('/api/categories/:categoryId'),
      route(({ params }) => {
        const category = findCategory(params.categoryId);
        if (!category) throw notFound('category', params.categoryId);
        return HttpResponse.json({ category });
      }),
    ),
  ];
}
