import { describe, expect, it } from 'vitest';
import { createPasswords, SERVER_ITERATIONS, TOO_MANY_SIGN_INS } from './passwords';

describe('passwords (D45)', () => {
  it('hashes with the work factor asked for, and verifies only the same password', async () => {
    const passwords = createPasswords({ iterations: 12_345 });

    const hash = await passwords.hash('a long secret');

    expect(hash).toMatch(/^pbkdf2-sha256\$12345\$[\w-]{22}\$[\w-]{43}$/);
    expect(await passwords.verify('a long secret', hash)).toEqual({ ok: true });
    expect(await passwords.verify('a long secreT', hash)).toEqual({ ok: false });
    expect(await passwords.verify('a long secret', null)).toEqual({ ok: false });
    expect(await passwords.verify('a long secret', 'pbkdf2-sha256$0$c2FsdA$aGFzaA')).toEqual({
      ok: false,
    });
  });

  it('a hash of an older strength verifies, and comes with one of today’s to store', async () => {
    const old = await createPasswords({ iterations: 10_000 }).hash('a long secret');

    const { ok, upgraded } = await createPasswords({ iterations: 20_000 }).verify(
      'a long secret',
      old,
    );

    expect(ok).toBe(true);
    expect(upgraded).toMatch(/^pbkdf2-sha256\$20000\$/);
    expect(
      await createPasswords({ iterations: 20_000 }).verify('a long secret', upgraded!),
    ).toEqual({ ok: true });
  });

  it("a server's strength is OWASP's for PBKDF2-HMAC-SHA256", () => {
    expect(SERVER_ITERATIONS).toBe(600_000);
  });

  it('runs so many at once, lets so many wait, and refuses the rest with a 503', async () => {
    const passwords = createPasswords({ iterations: 1000, concurrent: 1, waiting: 1 });
    // The first takes the one turn, the second waits for it.
    const turns = [passwords.hash('a'), passwords.hash('b')];

    await expect(passwords.hash('c')).rejects.toMatchObject({
      status: 503,
      message: TOO_MANY_SIGN_INS,
    });
    expect(await Promise.all(turns)).toHaveLength(2);
    // Once they are done, there is room again.
    expect(await passwords.hash('d')).toMatch(/^pbkdf2-sha256\$1000\$/);
  });
});
