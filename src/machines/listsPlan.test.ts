import { describe, expect, it } from 'vitest';
import { line, product, saved } from '../testing/builders';
import { optimistic, plan, rolledBack, type ListsContext } from './listsPlan';

const context = (lists: Partial<ListsContext> = {}): ListsContext => ({
  loadFailed: false,
  busyIds: { cart: new Set(), wishlist: new Set() },
  answeredWhileLoading: new Set(),
  pending: {},
  spawnCount: 0,
  ...lists,
});

describe('the shop plan', () => {
  it('shows a quantity change at once and takes it back exactly', () => {
    const before = context({ cart: [line('prod-biryani', 2), line('prod-gelato')] });
    const [call, pending] = plan(before, {
      type: 'cart.changeQuantity',
      productId: 'prod-biryani',
      action: 'increment',
    })!;
    expect(call).toEqual({
      kind: 'changeQuantity',
      productId: 'prod-biryani',
      action: 'increment',
      toast: undefined,
    });

    const shown = { ...before, ...optimistic(before, call) };
    expect(shown.cart!.map((item) => item.qty)).toEqual([3, 1]);
    expect(rolledBack(shown, pending.rollback).cart).toEqual(before.cart);
  });

  it('never shows a quantity below 1', () => {
    const before = context({ cart: [line('prod-gelato', 1)] });
    const [call] = plan(before, {
      type: 'cart.changeQuantity',
      productId: 'prod-gelato',
      action: 'decrement',
    })!;
    expect(optimistic(before, call).cart![0]!.qty).toBe(1);
  });

  it('turns the heart of a saved dish into a removal, and a failure restores the list', () => {
    const before = context({ wishlist: [saved('prod-biryani'), saved('prod-gelato')] });
    const [call, pending] = plan(before, {
      type: 'wishlist.toggle',
      product: product('prod-biryani'),
    })!;
    expect(call).toEqual({ kind: 'removeFromWishlist', productId: 'prod-biryani' });
    expect(pending.success).toEqual({ kind: 'success', message: 'Removed from Wishlist' });

    const shown = { ...before, ...optimistic(before, call) };
    expect(shown.wishlist!.map((item) => item._id)).toEqual(['prod-gelato']);
    expect(rolledBack(shown, pending.rollback).wishlist).toBe(before.wishlist);
  });

  it('shows nothing before the server answers an added dish, and plans no call for a reload', () => {
    const before = context({ cart: [] });
    const [call, pending] = plan(before, { type: 'cart.add', product: product('prod-biryani') })!;
    expect(optimistic(before, call)).toEqual({});
    expect(pending).toEqual({
      list: 'cart',
      productId: 'prod-biryani',
      success: { kind: 'success', message: 'Successfully added to the cart' },
    });
    expect(plan(before, { type: 'lists.reload' })).toBeUndefined();
  });
});
