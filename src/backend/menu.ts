import type { MenuDish } from '../domain/menu';
import { shoppersDish } from '../domain/menu';
import type { Product } from '../domain/types';
import type { Db } from './db';

// The menu as the handlers read it (D42): the database's, kept per backend for as long as its
// revision stands, so that a catalog request reads one number rather than every dish.

export interface Menu {
  revision: number;
  /** Every dish by id, hidden ones too: what quotes, orders and the kitchen read. */
  byId: Map<string, MenuDish>;
  /** Every dish in menu order, hidden ones too. */
  dishes: MenuDish[];
  /** What a shopper sees: the dishes on the menu, without the kitchen's fields. */
  shown: Product[];
  /** The shopper's catalog as the reply's body, written once per revision. */
  catalogReply: TaggedJson;
  /** A dish's reply as a shopper sees it, written once per revision when first asked for. */
  dishReply(dish: MenuDish): TaggedJson;
}

/** A reply's body and its tag (an ETag's value, quotes included). */
export interface TaggedJson {
  json: string;
  tag: string;
}

/**
 * A tag for a text: FNV-1a, 32 bits, twice (forwards and backwards) — a strong validator for a
 * reply whose body it is, made without async crypto on every host.
 */
export function contentTag(text: string): string {
  let forwards = 0x811c9dc5;
  let backwards = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    forwards = Math.imul(forwards ^ text.charCodeAt(index), 0x01000193);
    backwards = Math.imul(backwards ^ text.charCodeAt(text.length - 1 - index), 0x01000193);
  }
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0');
  return `"${hex(forwards)}${hex(backwards)}-${text.length.toString(36)}"`;
}

export function taggedJson(value: unknown): TaggedJson {
  const json = JSON.stringify(value);
  return { json, tag: contentTag(json) };
}

function menuOf(revision: number, dishes: MenuDish[]): Menu {
  const shown = dishes.filter((dish) => !dish.hidden).map(shoppersDish);
  const dishReplies = new Map<string, TaggedJson>();
  return {
    revision,
    byId: new Map(dishes.map((dish) => [dish._id, dish])),
    dishes,
    shown,
    catalogReply: taggedJson({ products: shown }),
    dishReply(dish) {
      let reply = dishReplies.get(dish._id);
      if (!reply) {
        reply = taggedJson({ product: shoppersDish(dish) });
        dishReplies.set(dish._id, reply);
      }
      return reply;
    },
  };
}

export interface MenuReader {
  /** The menu now: the one kept, unless the database's revision has moved on. */
  current(): Promise<Menu>;
}

export function createMenuReader(db: Db): MenuReader {
  let kept: Promise<Menu> | undefined;
  let keptRevision: number | undefined;
  return {
    async current() {
      const revision = await db.menuRevision();
      if (kept && keptRevision === revision) return kept;
      keptRevision = revision;
      // Read once for every request that finds the same revision meanwhile.
      kept = db.menu().then((stored) => menuOf(stored.revision, stored.dishes));
      kept.catch(() => {
        kept = undefined;
        keptRevision = undefined;
      });
      return kept;
    },
  };
}

/** The dish as a cart, wishlist or order keeps it: what it was, not what the kitchen says now. */
export const keptCopy = ({ soldOut: _soldOut, ...product }: Product): Product => product;
