import pg from 'pg';
import { ApiError } from '../../domain/apiError';
import type { Sql, SqlDatabase } from './sqlDb';

export const DATABASE_UNAVAILABLE =
  "The shop can't reach its database just now. Please try again in a moment.";

/**
 * Refused, cut or shutting down: PostgreSQL is not there, for now. Through its Unix socket, a
 * server that is down has no socket to connect to (ENOENT).
 */
const UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', '57P01', '57P02', '57P03']);
const isUnavailable = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return (
    (code !== undefined && (UNAVAILABLE.has(code) || code.startsWith('08'))) ||
    /Connection terminated|timeout exceeded when trying to connect/.test(message ?? '')
  );
};

/** A database that is down answers 503, which a client may retry, never a 500. */
async function orUnavailable<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    throw isUnavailable(error) ? new ApiError(503, DATABASE_UNAVAILABLE) : error;
  }
}

/** Each statement's name, from its text. */
const names = new Map<string, string>();
/**
 * A statement with parameters, named: each connection prepares it once, and PostgreSQL neither
 * parses nor plans it again. (Without parameters, a text may hold several statements: a
 * migration, which cannot be prepared.)
 */
function prepared(text: string, values: unknown[] | undefined): string | pg.QueryConfig {
  if (values === undefined) return text;
  let name = names.get(text);
  if (name === undefined) {
    name = `s${names.size}`;
    names.set(text, name);
  }
  return { name, text, values };
}

/** node-postgres's rows are untyped; each query of sqlDb.ts names the columns it reads. */
const sqlOver = (client: pg.Pool | pg.PoolClient): Sql => ({
  query: <Row>(text: string, params?: unknown[]) =>
    orUnavailable(
      async () => (await client.query(prepared(text, params))) as unknown as { rows: Row[] },
    ),
});

/** Conflicts a transaction run again resolves: a unique key taken, a serialization failure, a deadlock. */
const RETRYABLE = new Set(['23505', '40001', '40P01']);

/** How long a listener waits before it connects again after losing PostgreSQL. */
const RECONNECT_MS = 1000;

/**
 * Calls `onNotify` on each NOTIFY on `channel`, on a connection of its own that comes back after
 * PostgreSQL does; it calls `onNotify` once more each time it is back, for what it missed.
 */
function listenOn(url: string, channel: string, onNotify: () => void): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  const again = () => {
    if (!stopped) setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  async function connect() {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = next;
    next.on('notification', onNotify);
    next.on('error', () => undefined);
    next.on('end', again);
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      onNotify();
    } catch {
      next.removeListener('end', again);
      await next.end().catch(() => undefined);
      again();
    }
  }
  void connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/**
 * PostgreSQL at `url` (DATABASE_URL) as the server's database: a pool of connections, so that
 * several requests, and several server processes, share it.
 */
export function connectPostgres(url: string): SqlDatabase & { close(): Promise<void> } {
  const listeners: (() => Promise<void>)[] = [];
  // A connection that cannot be made in 5 s is a 503, not a request left hanging.
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000 });
  // An idle connection cut by a restart is dropped from the pool; the next request makes another.
  pool.on('error', () => undefined);
  return {
    ...sqlOver(pool),
    async transaction(run) {
      const client = await orUnavailable(() => pool.connect());
      // A connection cut while in use would otherwise throw out of the process; its query fails.
      const ignoreCut = () => undefined;
      client.on('error', ignoreCut);
      const sql = sqlOver(client);
      let cut = false;
      try {
        // A request that lost a race (two tabs sending one payment) runs once more and then
        // finds what the other committed.
        for (let attempt = 1; ; attempt += 1) {
          await sql.query('begin');
          try {
            const result = await run(sql);
            await sql.query('commit');
            return result;
          } catch (error) {
            await sql.query('rollback').catch(() => undefined);
            const code = (error as { code?: string }).code;
            if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw error;
          }
        }
      } catch (error) {
        cut = error instanceof ApiError && error.status === 503;
        throw error;
      } finally {
        // A connection that was cut is closed, not handed to the next request.
        client.off('error', ignoreCut);
        client.release(cut);
      }
    },
    listen(channel, onNotify) {
      listeners.push(listenOn(url, channel, onNotify));
    },
    async close() {
      await Promise.all(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}
