import { vi, expect } from 'vitest';
import type { Sql, SqlDatabase } from '../backend/server/sqlDb';

/** What a counted database has answered, and a promise its answers wait for while set. */
export interface SqlProbe {
  statements: number;
  held?: Promise<void>;
}

/**
 * `database` counting the statements it answers; an answer is handed on once `probe.held` (when
 * set then) resolves.
 */
export function countedSql(database: SqlDatabase): { sql: SqlDatabase; probe: SqlProbe } {
  const probe: SqlProbe = { statements: 0 };
  const counted = (sql: Sql): Sql => ({
    query: async (text, params) => {
      const result = await sql.query(text, params);
      probe.statements += 1;
      await probe.held;
      return result as never;
    },
  });
  return {
    sql: {
      ...counted(database),
      transaction: (run) => database.transaction((tx) => run(counted(tx))),
    },
    probe,
  };
}

/**
 * Starts `read` (one statement) with its answer held, then runs `change` to its end, then hands
 * the answer on: a read answered before the change and seen after it.
 */
export async function readAcross<Value>(
  probe: SqlProbe,
  read: () => Promise<Value>,
  change: () => unknown,
): Promise<Value> {
  let release = () => {};
  probe.held = new Promise((resolve) => (release = resolve));
  const before = probe.statements;
  const reading = read();
  await vi.waitFor(() => expect(probe.statements).toBe(before + 1));
  probe.held = undefined;
  await change();
  release();
  return reading;
}
