import { expect, it, onTestFinished, vi } from 'vitest';
import { createDb } from './browser/indexedDb';
import { createPasswords, pbkdf2, TOO_MANY_SIGN_INS } from './passwords';
import { DEMO_USER_EMAIL } from './seed/users';
import { signIn } from './signIn';

it('a sign-in the hashing would refuse is a 503 before it reads the account', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => void vi.useRealTimers());
  const db = createDb({});
  const passwords = createPasswords({ scheme: pbkdf2(1000), perSecond: 1 });
  await passwords.hash('the second’s one hash');
  const read = vi.spyOn(db, 'userAndSigningKey');

  await expect(
    signIn(db, passwords, { email: DEMO_USER_EMAIL, password: 'a long secret' }),
  ).rejects.toMatchObject({ status: 503, message: TOO_MANY_SIGN_INS });
  expect(read).not.toHaveBeenCalled();
});
