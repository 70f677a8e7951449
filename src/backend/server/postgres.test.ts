import { describe, expect, it } from 'vitest';
import { connectPostgres, DATABASE_UNAVAILABLE } from './postgres';

// PostgreSQL down is a 503, which a client sends again, whichever way the server reaches it.

describe('a database that is not there', () => {
  it.each([
    ['over TCP, where nothing listens', 'postgresql://shop@127.0.0.1:1/postgres'],
    ['through a Unix socket that is gone', 'postgresql://shop@%2Fno%2Fsuch%2Ffolder:5432/postgres'],
  ])('is a 503 %s', async (_, url) => {
    const database = connectPostgres(url);

    await expect(database.query('select 1')).rejects.toMatchObject({
      status: 503,
      message: DATABASE_UNAVAILABLE,
    });
    await database.close();
  });
});
