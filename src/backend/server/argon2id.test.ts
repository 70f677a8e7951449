import { describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { createPasswords, pbkdf2 } from '../passwords';
import { argon2id } from './argon2id';

describe("argon2id, a server's scheme (D45)", () => {
  const passwords = createPasswords({ scheme: argon2id });

  it("hashes at OWASP's parameters, and verifies only the same password", async () => {
    const stored = await passwords.hash('a long secret');

    expect(stored).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(await passwords.verify('a long secret', stored)).toEqual({ ok: true });
    expect(await passwords.verify('a long secreT', stored)).toEqual({ ok: false });
    expect(await passwords.verify('a long secret', '$argon2id$broken')).toEqual({ ok: false });
  });

  it('a PBKDF2 hash of an earlier server, or argon2id of other parameters, is upgraded at login', async () => {
    const earlier = await createPasswords({ scheme: pbkdf2(600_000) }).hash('a long secret');
    const weaker = await hash('a long secret', { memoryCost: 8192, timeCost: 1, parallelism: 1 });

    for (const stored of [earlier, weaker]) {
      const { ok, upgraded } = await passwords.verify('a long secret', stored);
      expect(ok).toBe(true);
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    }
  });

  it("a hash at another of OWASP's equal parameters is kept as it is", async () => {
    const stored = await hash('a long secret', { memoryCost: 19_456, timeCost: 2, parallelism: 1 });

    expect(await passwords.verify('a long secret', stored)).toEqual({ ok: true });
  });
});
