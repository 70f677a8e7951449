import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Product } from '../domain/types';
import { searchMachine, selectResults } from './search';

const dish = (title: string): Product => ({
  _id: `prod-${title.toLowerCase().replace(/ /g, '-')}`,
  title,
  description: '',
  price: '200',
  url: '',
  isVegetarian: true,
  rating: 4,
  categoryName: 'Indian',
  restaurant: '',
});

const menu = [
  dish('Palak Paneer'),
  dish('Paneer Tikka'),
  dish('Pasta Carbonara'),
  dish('Biryani'),
  dish('Gelato'),
];

function start(products: Product[] = menu) {
  const openProduct = vi.fn();
  const actor = createActor(
    searchMachine.provide({
      actions: { openProduct: (_, { productId }) => openProduct(productId) },
    }),
    { input: { products } },
  );
  actor.start();
  const titles = () => selectResults(actor.getSnapshot()).map((product) => product.title);
  const activeTitle = () => {
    const snapshot = actor.getSnapshot();
    return selectResults(snapshot)[snapshot.context.activeIndex]?.title;
  };
  return { actor, openProduct, titles, activeTitle };
}

describe('searchMachine', () => {
  it('starts closed with an empty box and no results', () => {
    const { actor, titles } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ query: '', activeIndex: -1 });
    expect(titles()).toEqual([]);
  });

  it('opens the list of matching dishes as soon as text is typed', () => {
    const { actor, titles } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.query).toBe('pa');
    expect(titles()).toEqual(['Palak Paneer', 'Paneer Tikka', 'Pasta Carbonara']);
  });

  it('narrows the list while typing and forgets the active option', () => {
    const { actor, titles, activeTitle } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.moveDown' });
    actor.send({ type: 'search.type', query: 'pan' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(titles()).toEqual(['Palak Paneer', 'Paneer Tikka']);
    expect(activeTitle()).toBeUndefined();
  });

  it('closes the list when the text is deleted', () => {
    const { actor } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.type', query: '' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.query).toBe('');
  });

  it('stays closed for spaces only, keeping them in the box', () => {
    const { actor, titles } = start();
    actor.send({ type: 'search.type', query: '   ' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.query).toBe('   ');
    expect(titles()).toEqual([]);
  });

  it('closes the list when the text is reduced to spaces', () => {
    const { actor } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.type', query: '  ' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('opens with zero results when nothing matches, so the user sees "No data found"', () => {
    const { actor, titles } = start();
    actor.send({ type: 'search.type', query: 'sushi' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(titles()).toEqual([]);
  });

  it('moves down through the results and wraps from the last to the first', () => {
    const { actor, activeTitle } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    expect(activeTitle()).toBeUndefined();
    actor.send({ type: 'search.moveDown' });
    expect(activeTitle()).toBe('Palak Paneer');
    actor.send({ type: 'search.moveDown' });
    actor.send({ type: 'search.moveDown' });
    expect(activeTitle()).toBe('Pasta Carbonara');
    actor.send({ type: 'search.moveDown' });
    expect(activeTitle()).toBe('Palak Paneer');
  });

  it('moves up from nothing to the last result and wraps from the first to the last', () => {
    const { actor, activeTitle } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.moveUp' });
    expect(activeTitle()).toBe('Pasta Carbonara');
    actor.send({ type: 'search.moveUp' });
    actor.send({ type: 'search.moveUp' });
    expect(activeTitle()).toBe('Palak Paneer');
    actor.send({ type: 'search.moveUp' });
    expect(activeTitle()).toBe('Pasta Carbonara');
  });

  it('has nothing to move to when nothing matches', () => {
    const { actor } = start();
    actor.send({ type: 'search.type', query: 'sushi' });
    actor.send({ type: 'search.moveDown' });
    actor.send({ type: 'search.moveUp' });
    expect(actor.getSnapshot().context.activeIndex).toBe(-1);
  });

  it('opens the active dish on Enter, then empties the box and closes the list', () => {
    const { actor, openProduct } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.moveDown' });
    actor.send({ type: 'search.moveDown' });
    actor.send({ type: 'search.choose' });
    expect(openProduct).toHaveBeenCalledTimes(1);
    expect(openProduct).toHaveBeenCalledWith('prod-paneer-tikka');
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ query: '', activeIndex: -1 });
  });

  it('opens the clicked dish, whichever option is active', () => {
    const { actor, openProduct } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.moveDown' });
    actor.send({ type: 'search.choose', productId: 'prod-pasta-carbonara' });
    expect(openProduct).toHaveBeenCalledWith('prod-pasta-carbonara');
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.query).toBe('');
  });

  it('does nothing on Enter when no option is active', () => {
    const { actor, openProduct } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.choose' });
    expect(openProduct).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.query).toBe('pa');
  });

  it('ignores a choice of a dish that is not among the results', () => {
    const { actor, openProduct } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.choose', productId: 'prod-gelato' });
    expect(openProduct).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('cannot choose anything while the list is closed', () => {
    const { actor, openProduct } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.moveDown' });
    actor.send({ type: 'search.close' });
    actor.send({ type: 'search.choose', productId: 'prod-palak-paneer' });
    expect(openProduct).not.toHaveBeenCalled();
  });

  it('closes the list on Escape or a click outside and keeps the text', () => {
    const { actor } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.moveDown' });
    actor.send({ type: 'search.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ query: 'pa', activeIndex: -1 });
  });

  it('reopens the list with the kept text when the user clicks into the box', () => {
    const { actor, titles } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.close' });
    actor.send({ type: 'search.focus' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.query).toBe('pa');
    expect(titles()).toHaveLength(3);
  });

  it('keeps the list closed when the user clicks into an empty box', () => {
    const { actor } = start();
    actor.send({ type: 'search.focus' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('reopens the list with the arrow keys, pointing at the first or last result', () => {
    const { actor, activeTitle } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.close' });
    actor.send({ type: 'search.moveDown' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(activeTitle()).toBe('Palak Paneer');
    actor.send({ type: 'search.close' });
    actor.send({ type: 'search.moveUp' });
    expect(activeTitle()).toBe('Pasta Carbonara');
  });

  it('keeps the list closed on the arrow keys when the box is empty', () => {
    const { actor } = start();
    actor.send({ type: 'search.moveDown' });
    actor.send({ type: 'search.moveUp' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.activeIndex).toBe(-1);
  });

  it('searches the catalog that arrives later, without losing the text', () => {
    const { actor, titles } = start([]);
    actor.send({ type: 'search.type', query: 'pa' });
    expect(titles()).toEqual([]);
    actor.send({ type: 'search.productsLoaded', products: menu });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.query).toBe('pa');
    expect(titles()).toEqual(['Palak Paneer', 'Paneer Tikka', 'Pasta Carbonara']);
  });

  it('forgets the active option when the catalog changes', () => {
    const { actor } = start();
    actor.send({ type: 'search.type', query: 'pa' });
    actor.send({ type: 'search.moveDown' });
    actor.send({ type: 'search.productsLoaded', products: menu.slice(1) });
    expect(actor.getSnapshot().context.activeIndex).toBe(-1);
  });
});
