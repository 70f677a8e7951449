import { createInterface } from 'node:readline/promises';
import { createPasswords } from '../passwords';
import { argon2id } from './argon2id';
import { newAccount } from '../seed/users';
import { openDatabase } from './database';
import { createSqlDb } from './sqlDb';

// `npm run staff -- <email> <first name> [last name]`: adds a member of the kitchen's staff
// (D40) to the server's database (DATABASE_URL, else DATA_DIR), with the password read from
// the standard input, so that it is kept out of the shell's history. Signup never makes staff.

const MIN_PASSWORD = 12;

const [email, firstName, lastName = 'Kitchen'] = process.argv.slice(2);
if (!email?.includes('@') || !firstName) {
  console.error('Usage: npm run staff -- <email> <first name> [last name]   (password on stdin)');
  process.exit(2);
}

const input = createInterface({ input: process.stdin, output: process.stdout, terminal: false });
const password = (await input.question(`Password for ${email}: `)).trim();
input.close();
if (password.length < MIN_PASSWORD) {
  console.error(`The password must be at least ${MIN_PASSWORD} characters.`);
  process.exit(2);
}

const database = await openDatabase();
const account = newAccount({
  firstName,
  lastName,
  email,
  passwordHash: await createPasswords({ scheme: argon2id }).hash(password),
});
const added = await createSqlDb(database).addUser({ ...account, addresses: [], role: 'staff' });
await database.close();
if (!added) {
  console.error(`${email} has an account already: staff sign in with an account of their own.`);
  process.exit(1);
}
console.log(`${email} can now sign in at /kitchen/login.`);
