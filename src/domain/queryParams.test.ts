import { describe, expect, it } from 'vitest';
import { editQueryParam, parseQuery, removeQueryParam } from './queryParams';

describe('parseQuery', () => {
  it.each([
    ['no query', '/api/products', []],
    ['an empty query', '/api/products?', []],
    ['one pair', '/api/user/orders?limit=10', [{ name: 'limit', value: '10' }]],
    [
      'pairs in order, a repeated name twice',
      '/api/x?b=2&a=1&b=3',
      [
        { name: 'b', value: '2' },
        { name: 'a', value: '1' },
        { name: 'b', value: '3' },
      ],
    ],
    ['a name without =', '/api/x?flag', [{ name: 'flag', value: '' }]],
    ['a value without a name', '/api/x?=v', [{ name: '', value: 'v' }]],
    ['only the first = splits', '/api/x?a=b=c', [{ name: 'a', value: 'b=c' }]],
    ['empty pieces carry nothing', '/api/x?&a=1&&', [{ name: 'a', value: '1' }]],
    ['%-escapes are decoded', '/api/x?q=a%20b%26c', [{ name: 'q', value: 'a b&c' }]],
    ['+ is a space, as the server reads it', '/api/x?q=a+b', [{ name: 'q', value: 'a b' }]],
    ['%2B is a plus', '/api/x?q=1%2B1', [{ name: 'q', value: '1+1' }]],
    ['UTF-8 escapes', '/api/x?city=M%C3%BCnchen', [{ name: 'city', value: 'München' }]],
    [
      'a bad escape stays as typed',
      '/api/x?q=100%&r=%zz',
      [
        { name: 'q', value: '100%' },
        { name: 'r', value: '%zz' },
      ],
    ],
    ['a broken UTF-8 sequence becomes U+FFFD', '/api/x?q=%E0%A4', [{ name: 'q', value: '\uFFFD' }]],
    ['the fragment is not part of it', '/api/x?a=1#b=2', [{ name: 'a', value: '1' }]],
    ['a ? after the # is no query', '/api/x#frag?a=1', []],
    ['a second ? belongs to the name', '/api/x??a=1', [{ name: '?a', value: '1' }]],
    ['a whole URL', 'http://localhost:5173/api/x?a=1', [{ name: 'a', value: '1' }]],
  ])('%s', (_case, endpoint, params) => {
    expect(parseQuery(endpoint)).toEqual(params);
  });
});

describe('editQueryParam', () => {
  it.each([
    ['adds the first pair with a ?', '/api/x', 0, 'name', 'limit', '/api/x?limit='],
    ['adds after the last pair', '/api/x?a=1', 1, 'value', '2', '/api/x?a=1&=2'],
    ['changes a value', '/api/x?limit=10&cursor=c1', 0, 'value', '20', '/api/x?limit=20&cursor=c1'],
    ['changes a name', '/api/x?limit=10', 0, 'name', 'size', '/api/x?size=10'],
    [
      'encodes what a query cannot hold',
      '/api/x',
      0,
      'value',
      'a b&c=d#e?f',
      '/api/x?=a%20b%26c%3Dd%23e%3Ff',
    ],
    ['encodes a plus, so it stays a plus', '/api/x?q=', 0, 'value', '1+1', '/api/x?q=1%2B1'],
    ['encodes UTF-8', '/api/x?city=', 0, 'value', 'München', '/api/x?city=M%C3%BCnchen'],
    ['a lone surrogate becomes U+FFFD', '/api/x?q=', 0, 'value', 'a\uD800', '/api/x?q=a%EF%BF%BD'],
    ['other pairs keep their text', '/api/x?q=a+b&r=1', 1, 'value', '2', '/api/x?q=a+b&r=2'],
    ['the edited pair is written again', '/api/x?q=a+b', 0, 'name', 'r', '/api/x?r=a%20b'],
    ['empty pieces go', '/api/x?&a=1&&b=2', 1, 'value', '3', '/api/x?a=1&b=3'],
    ['an emptied pair stays a row', '/api/x?a=1', 0, 'value', '', '/api/x?a='],
    ['the fragment stays last', '/api/x?a=1#top', 1, 'name', 'b', '/api/x?a=1&b=#top'],
    ['a pair goes before the fragment', '/api/x#top', 0, 'name', 'b', '/api/x?b=#top'],
    ['an index past the spare row changes nothing', '/api/x?a=1', 5, 'name', 'b', '/api/x?a=1'],
    ['a negative index changes nothing', '/api/x?a=1', -1, 'name', 'b', '/api/x?a=1'],
  ] as const)('%s', (_case, endpoint, index, field, text, expected) => {
    expect(editQueryParam(endpoint, index, field, text)).toBe(expected);
  });

  it('reads back what was written, whatever the text', () => {
    const nasty = ['a b', '&=?#%', '100%', '+', 'München', '🍕', '\'"<>', ''];
    for (const name of nasty) {
      for (const value of nasty) {
        const endpoint = editQueryParam(
          editQueryParam('/api/x', 0, 'name', name),
          0,
          'value',
          value,
        );
        expect(parseQuery(endpoint)).toEqual([{ name, value }]);
      }
    }
  });
});

describe('removeQueryParam', () => {
  it.each([
    ['the middle pair', '/api/x?a=1&b=2&c=3', 1, '/api/x?a=1&c=3'],
    ['the last pair takes the ? with it', '/api/x?a=1', 0, '/api/x'],
    ['the fragment stays', '/api/x?a=1#top', 0, '/api/x#top'],
    ['an index out of range changes nothing', '/api/x?a=1', 1, '/api/x?a=1'],
    ['no query, nothing to remove', '/api/x', 0, '/api/x'],
  ])('%s', (_case, endpoint, index, expected) => {
    expect(removeQueryParam(endpoint, index)).toBe(expected);
  });
});
