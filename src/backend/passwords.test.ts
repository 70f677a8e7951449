import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPasswords, pbkdf2, TOO_MANY_SIGN_INS } from './passwords';

describe('passwords (D45)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hashes with the work factor asked for, and verifies only the same password', async () => {
    const passwords = createPasswords({ scheme: pbkdf2(12_345) });

    const hash = await passwords.hash('a long secret');

    expect(hash).toMatch(/^pbkdf2-sha256\$12345\$[\w-]{22}\$[\w-]{43}$/);
    expect(await passwords.verify('a long secret', hash)).toEqual({ ok: true });
    expect(await passwords.verify('a long secreT', hash)).toEqual({ ok: false });
    expect(await passwords.verify('a long secret', null)).toEqual({ ok: false });
    expect(await passwords.verify('a long secret', 'pbkdf2-sha256$0$c2FsdA$aGFzaA')).toEqual({
      ok: false,
    });
    expect(await passwords.verify('a long secret', '$unknown$scheme')).toEqual({ ok: false });
  });

  it('a hash of an older strength verifies, and comes with one of today’s to store', async () => {
    const old = await createPasswords({ scheme: pbkdf2(10_000) }).hash('a long secret');
    const today = createPasswords({ scheme: pbkdf2(20_000) });

    const { ok, upgraded } = await today.verify('a long secret', old);

    expect(ok).toBe(true);
    expect(upgraded).toMatch(/^pbkdf2-sha256\$20000\$/);
    expect(await today.verify('a long secret', upgraded!)).toEqual({ ok: true });
  });

  it('runs so many at once, lets so many wait, and refuses the rest with a 503', async () => {
    const passwords = createPasswords({ scheme: pbkdf2(1000), concurrent: 1, waiting: 1 });
    // The first takes the one turn, the second waits for it.
    const turns = [passwords.hash('a'), passwords.hash('b')];

    expect(passwords.refusing()).toBe(true);
    await expect(passwords.hash('c')).rejects.toMatchObject({
      status: 503,
      message: TOO_MANY_SIGN_INS,
    });
    expect(await Promise.all(turns)).toHaveLength(2);
    expect(passwords.refusing()).toBe(false);
    // Once they are done, there is room again.
    expect(await passwords.hash('d')).toMatch(/^pbkdf2-sha256\$1000\$/);
  });

  it('starts at most so many a second: the rest are a 503 until the second has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const passwords = createPasswords({ scheme: pbkdf2(1000), perSecond: 2 });
    const stored = await passwords.hash('a long secret');

    await passwords.hash('b');
    await expect(passwords.verify('a long secret', stored)).rejects.toMatchObject({
      status: 503,
      message: TOO_MANY_SIGN_INS,
    });
    expect(passwords.refusing()).toBe(true);
    vi.advanceTimersByTime(500);
    expect(passwords.refusing()).toBe(false);
    expect(await passwords.verify('a long secret', stored)).toEqual({ ok: true });
    await expect(passwords.hash('c')).rejects.toMatchObject({ status: 503 });
  });
});
