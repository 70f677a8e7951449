import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  bodyForHistory,
  MASKED,
  endpointOf,
  HISTORY_LIMIT,
  isApiCall,
  type HistoryEntry,
} from './requestHistory';
import { historyEntry } from '../testing/builders';

const seqs = (entries: HistoryEntry[]) => entries.map((current) => current.seq);

describe('addToHistory', () => {
  it.each([
    ['the first entry', [], 1, [1]],
    ['a newer call goes first', [2, 1], 3, [3, 2, 1]],
    [
      'a call that started earlier but ended later goes after the newer ones',
      [4, 2, 1],
      3,
      [4, 3, 2, 1],
    ],
    ['the oldest call goes last', [3, 2], 1, [3, 2, 1]],
  ])('%s', (_case, before, added, after) => {
    expect(seqs(addToHistory(before.map(historyEntry), historyEntry(added)))).toEqual(after);
  });

  it(`keeps at most ${HISTORY_LIMIT}, dropping the oldest`, () => {
    let entries: HistoryEntry[] = [];
    for (let seq = 1; seq <= HISTORY_LIMIT + 5; seq += 1)
      entries = addToHistory(entries, historyEntry(seq));
    expect(entries).toHaveLength(HISTORY_LIMIT);
    expect(entries[0]!.seq).toBe(HISTORY_LIMIT + 5);
    expect(entries.at(-1)!.seq).toBe(6);
  });

  it('leaves an older call out of a full list', () => {
    expect(seqs(addToHistory([3, 2].map(historyEntry), historyEntry(1), 2))).toEqual([3, 2]);
  });

  it('leaves the list it was given unchanged', () => {
    const entries = [historyEntry(2)];
    addToHistory(entries, historyEntry(3));
    expect(seqs(entries)).toEqual([2]);
  });
});

describe('isApiCall', () => {
  it.each([
    ['http://localhost/api/products', true],
    ['http://localhost/api', true],
    ['http://localhost/api/user/orders?limit=10', true],
    ['https://example.com/api/products', true],
    ['http://localhost/apis', false],
    ['http://localhost/images/dosa.svg', false],
    ['http://localhost/assets/index.js', false],
    ['http://localhost/', false],
  ])('%s: %s', (url, expected) => {
    expect(isApiCall(new URL(url))).toBe(expected);
  });
});

describe('endpointOf', () => {
  it.each([
    ['the path on this origin', 'http://localhost:5173/api/products', '/api/products'],
    [
      'with its query',
      'http://localhost:5173/api/user/orders?limit=10',
      '/api/user/orders?limit=10',
    ],
    [
      'the whole URL elsewhere',
      'https://example.com/api/products',
      'https://example.com/api/products',
    ],
  ])('%s', (_case, url, expected) => {
    expect(endpointOf(new URL(url), 'http://localhost:5173')).toBe(expected);
  });
});

describe('bodyForHistory', () => {
  it("masks a login's and a signup's password, and keeps the rest as sent", () => {
    const secret = crypto.randomUUID();
    const login = JSON.stringify({ email: 'a@b.co', password: secret });
    expect(JSON.parse(bodyForHistory(login))).toEqual({ email: 'a@b.co', password: MASKED });
    const nested = JSON.stringify({
      user: { newPassword: 'x1', name: 'A' },
      list: [{ password: 'y' }],
    });
    expect(bodyForHistory(nested)).not.toMatch(/x1|"y"/);
    expect(JSON.parse(bodyForHistory(nested)).user.name).toBe('A');
  });

  it('keeps a body with no password, or that is not JSON, exactly as sent', () => {
    const cart = '{ "product": { "_id": "prod-biryani" } }';
    expect(bodyForHistory(cart)).toBe(cart);
    expect(bodyForHistory('not json, password=1')).toBe('not json, password=1');
  });
});
