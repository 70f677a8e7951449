import { PGlite } from '@electric-sql/pglite';
import { connectPostgres } from './postgres';
import { migrate, type SqlDatabase } from './sqlDb';

// The server's database, as its settings name it: PostgreSQL at DATABASE_URL, else the embedded
// PostgreSQL (PGlite) in DATA_DIR (./data); migrated before use.

export const databaseUrl = process.env.DATABASE_URL;
export const dataDir = process.env.DATA_DIR ?? './data';

export async function openDatabase(): Promise<SqlDatabase & { close(): Promise<void> }> {
  const database = databaseUrl ? connectPostgres(databaseUrl) : await PGlite.create(dataDir);
  await migrate(database);
  return database;
}
