import type { HttpHandler } from 'msw';
import { MENU_ERRORS, type MenuDish } from '../../domain/menu';
import type { Db } from '../db';
import { ApiError, handlerOf, notFound, jsonReply } from '../http';
import type { MenuReader } from '../menu';
import { DISH_PICTURES, kebabCase } from '../seed/catalog';

/** A new dish's id: from its title, as the seed's are, so that it reads in a URL. */
const idOf = (title: string) => `prod-${kebabCase(title) || crypto.randomUUID()}`;

/**
 * Extension: the menu, the kitchen's to edit (D42). Staff read every dish with its version, add
 * one (a picture of the store's own, a title of its own), and change one on the version they saw:
 * of two changes made on one version, the second is a 409 that names the dish.
 */
export function menuHandlers(db: Db, menu: MenuReader): HttpHandler[] {
  const handle = handlerOf(db);
  return [
    handle('kitchenMenu', async () =>
      jsonReply({ dishes: (await menu.current()).dishes, pictures: DISH_PICTURES }),
    ),

    handle('addDish', async ({ body: { dish: fields } }) => {
      if (!DISH_PICTURES.includes(fields.url)) throw new ApiError(400, MENU_ERRORS.picture);
      const title = fields.title.toLowerCase();
      const { dishes } = await menu.current();
      const dish: MenuDish = {
        ...fields,
        _id: idOf(fields.title),
        rating: 0,
        soldOut: false,
        hidden: false,
        version: 1,
      };
      const taken = dishes.some((other) => other.title.toLowerCase() === title);
      if (taken || !(await db.addDish(dish))) {
        throw new ApiError(409, MENU_ERRORS.titleTaken(fields.title));
      }
      return jsonReply({ dish }, { status: 201 });
    }),

    handle('changeDish', async ({ params, body: { version, ...change } }) => {
      const changed = await db.changeDish(params.productId, (dish) => {
        if (dish.version !== version) throw new ApiError(409, MENU_ERRORS.conflict(dish.title));
        const given = Object.entries(change).filter(([, value]) => value !== undefined);
        return { ...dish, ...Object.fromEntries(given), version: dish.version + 1 };
      });
      if (!changed) throw notFound('product', params.productId);
      return jsonReply({ dish: changed });
    }),
  ];
}
