import { expect, it } from 'vitest';
import { INVALID_CREDENTIALS } from '../../domain/apiError';
import { createPasswords, pbkdf2 } from '../passwords';
import { newAccount } from '../seed/users';
import { call, expectError, startBackendForEachTest } from '../../testing/backendCalls';

// A password hash of an older strength is upgraded at the next successful login (D45).

const { backend } = startBackendForEachTest({
  handlerOptions: { passwords: { scheme: pbkdf2(20_000) } },
});

const storedHash = async (email: string) => (await backend().db.findUser(email))!.passwordHash;

it.each([
  ['/api/auth/login', 'shopper'],
  ['/api/kitchen/login', 'staff'],
] as const)(
  '%s: an older hash is replaced at the next login; a wrong password changes nothing',
  async (path, who) => {
    const password = crypto.randomUUID();
    const email = `${who}@strength.example`;
    const account = newAccount({
      firstName: 'Old',
      lastName: 'Hash',
      email,
      passwordHash: await createPasswords({ scheme: pbkdf2(10_000) }).hash(password),
    });
    await backend().db.addUser(who === 'staff' ? { ...account, role: 'staff' } : account);
    const before = await storedHash(email);

    expectError(
      await call('POST', path, { body: { email, password: 'not it' } }),
      401,
      INVALID_CREDENTIALS,
    );
    expect(await storedHash(email)).toBe(before);

    expect((await call('POST', path, { body: { email, password } })).status).toBe(200);
    expect(await storedHash(email)).toMatch(/^pbkdf2-sha256\$20000\$/);
    expect((await call('POST', path, { body: { email, password } })).status).toBe(200);
  },
);
