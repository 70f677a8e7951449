import { describe, expect, it, vi } from 'vitest';
import { createPreload } from './preload';

describe('createPreload', () => {
  it('hands the early answer over once, for the same key', async () => {
    const call = vi.fn((token: string) => Promise.resolve(`lists of ${token}`));
    const lists = createPreload(call);

    lists.preload('token-a');
    expect(await lists.load('token-a')).toBe('lists of token-a');
    expect(call).toHaveBeenCalledTimes(1);

    await lists.load('token-a');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('calls again for another key, and drops the early answer', async () => {
    const call = vi.fn((token: string) => Promise.resolve(`lists of ${token}`));
    const lists = createPreload(call);

    lists.preload('token-a');
    expect(await lists.load('token-b')).toBe('lists of token-b');
    await lists.load('token-a');

    expect(call.mock.calls).toEqual([['token-a'], ['token-b'], ['token-a']]);
  });

  it('an early failure reaches the one who loads it, and is not unhandled before that', async () => {
    const lists = createPreload(() => Promise.reject(new Error('The server is down.')));

    lists.preload('token-a');
    await new Promise((resolve) => setTimeout(resolve, 0));

    await expect(lists.load('token-a')).rejects.toThrow('The server is down.');
  });
});
