import { describe, expect, it } from 'vitest';
import { line, product } from '../testing/builders';
import { againstMenu, cannotBeAdded, menuChangeText, menuOf } from './menuChanges';

const dish = (id: string, price: number, soldOut = false) => ({
  ...product(id, price),
  price: String(price),
  soldOut,
});
const kept = (id: string, price: number) => ({ ...line(id), price: String(price) });

describe('the kept dishes against the menu (D42)', () => {
  it('leaves a dish the menu has as it was kept', () => {
    const biryani = kept('biryani', 200);

    const [shown] = againstMenu([biryani], menuOf([dish('biryani', 200)]));

    expect(shown).toEqual({ item: biryani });
    expect(shown?.item).toBe(biryani);
  });

  it("takes the menu's new price and says what it was", () => {
    const [shown] = againstMenu([kept('biryani', 250)], menuOf([dish('biryani', 280)]));

    expect(shown?.item.price).toBe('280');
    expect(shown?.change).toEqual({ kind: 'newPrice', was: '250', now: '280' });
  });

  it('says a sold-out dish is sold out, at its price now', () => {
    const [shown] = againstMenu([kept('biryani', 250)], menuOf([dish('biryani', 280, true)]));

    expect(shown?.item.price).toBe('280');
    expect(shown?.change).toEqual({ kind: 'soldOut' });
  });

  it('says a dish the menu no longer has is off the menu, at the price it was kept at', () => {
    const [shown] = againstMenu([kept('biryani', 250)], menuOf([dish('gelato', 120)]));

    expect(shown?.item.price).toBe('250');
    expect(shown?.change).toEqual({ kind: 'offMenu' });
  });

  it('says nothing while the menu is not known', () => {
    const items = [kept('biryani', 250), kept('gelato', 120)];

    expect(againstMenu(items, undefined)).toEqual(items.map((item) => ({ item })));
  });

  it('keeps the order and the quantities of the lines', () => {
    const items = [{ ...kept('gelato', 120), qty: 3 }, kept('biryani', 250)];
    const menu = menuOf([dish('biryani', 260), dish('gelato', 120)]);

    expect(againstMenu(items, menu).map(({ item }) => [item._id, item.qty, item.price])).toEqual([
      ['gelato', 3, '120'],
      ['biryani', 1, '260'],
    ]);
  });

  it('lets a dish be added unless it is sold out or off the menu', () => {
    expect(cannotBeAdded(undefined)).toBe(false);
    expect(cannotBeAdded({ kind: 'newPrice', was: '250', now: '280' })).toBe(false);
    expect(cannotBeAdded({ kind: 'soldOut' })).toBe(true);
    expect(cannotBeAdded({ kind: 'offMenu' })).toBe(true);
  });

  it('says what changed in words', () => {
    expect(menuChangeText({ kind: 'soldOut' })).toBe('Sold out');
    expect(menuChangeText({ kind: 'offMenu' })).toBe('No longer on the menu');
    expect(menuChangeText({ kind: 'newPrice', was: '250', now: '1280' })).toBe(
      'Price changed: ₹1,280 (was ₹250)',
    );
  });
});
