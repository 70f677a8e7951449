import { describe, expect, it } from 'vitest';
import { byteLengthOf, joinJson, jsonWithList, parseJsonText } from './jsonText';

const bytes = (text: string) => new TextEncoder().encode(text);
const dosa = { title: 'Masala Dosa', note: 'crêpe ₹' };

describe('JSON sent as it is', () => {
  it('joins text as text, and any bytes among it as the UTF-8 of the whole', () => {
    expect(joinJson(['{"orders":', '[]', '}'])).toBe('{"orders":[]}');
    const joined = joinJson(['{"orders":[', bytes(JSON.stringify(dosa)), ',{}]}']);
    expect(joined).toBeInstanceOf(Uint8Array);
    expect(parseJsonText(joined)).toEqual({ orders: [dosa, {}] });
    expect(byteLengthOf(joined)).toBe(bytes(JSON.stringify({ orders: [dosa, {}] })).byteLength);
  });

  it('lists no item, one, and many under a key', () => {
    expect(jsonWithList('orders', [])).toBe('{"orders":[]}');
    expect(parseJsonText(jsonWithList('orders', [bytes('1')]))).toEqual({ orders: [1] });
    expect(parseJsonText(jsonWithList('orders', ['1', bytes('2'), '3']))).toEqual({
      orders: [1, 2, 3],
    });
  });
});
