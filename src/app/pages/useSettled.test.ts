import { describe, expect, it } from 'vitest';
import { fulfilled, mapTracked, track } from './useSettled';

describe('tracked promises', () => {
  it('a tracked promise says how it settled', async () => {
    const ok = track(Promise.resolve(1));
    const failed = track(Promise.reject(new Error('no')));
    expect(ok.status).toBe('pending');
    await ok;
    await failed.catch(() => undefined);
    expect(ok).toMatchObject({ status: 'fulfilled', value: 1 });
    expect(failed).toMatchObject({ status: 'rejected' });
  });

  it('a value derived from a fulfilled promise is fulfilled at once', () => {
    expect(mapTracked(fulfilled([1, 2]), (list) => list.length)).toMatchObject({
      status: 'fulfilled',
      value: 2,
    });
  });

  it('a value derived from a pending promise follows it', async () => {
    const derived = mapTracked(Promise.resolve(3), (n) => n * 2);
    expect(derived.status).toBe('pending');
    await expect(derived).resolves.toBe(6);
    expect(derived).toMatchObject({ status: 'fulfilled', value: 6 });
  });
});
