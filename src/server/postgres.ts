import pg from 'pg';
import type { Sql, SqlDatabase } from './sqlDb';

/** node-postgres's rows are untyped; each query of sqlDb.ts names the columns it reads. */
const sqlOver = (client: pg.Pool | pg.PoolClient): Sql => ({
  query: async <Row>(text: string, params?: unknown[]) =>
    (await client.query(text, params)) as unknown as { rows: Row[] },
});

/** Conflicts a transaction run again resolves: a unique key taken, or a serialization failure. */
const RETRYABLE = new Set(['23505', '40001', '40P01']);

/**
 * PostgreSQL at `url` (DATABASE_URL) as the server's database: a pool of connections, so that
 * several requests, and several server processes, share it.
 */
export function connectPostgres(url: string): SqlDatabase & { close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url });
  return {
    ...sqlOver(pool),
    async transaction(run) {
      const client = await pool.connect();
      try {
        // A request that lost a race (two tabs sending one payment) runs once more and then
        // finds what the other committed.
        for (let attempt = 1; ; attempt += 1) {
          await client.query('begin');
          try {
            const result = await run(sqlOver(client));
            await client.query('commit');
            return result;
          } catch (error) {
            await client.query('rollback');
            const code = (error as { code?: string }).code;
            if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw error;
          }
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
