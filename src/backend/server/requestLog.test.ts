import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { linesTo } from './requestLog';

describe('linesTo', () => {
  it('writes the lines of one turn of the event loop together, after it, in their order', async () => {
    const writes: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        writes.push(String(chunk));
        done();
      },
    });
    const log = linesTo(stream);

    log('GET /api/products 200 1ms');
    log('GET /api/categories 200 0ms');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    log('POST /api/user/cart 201 3ms');
    await new Promise((resolve) => setImmediate(resolve));

    expect(writes).toEqual([
      'GET /api/products 200 1ms\nGET /api/categories 200 0ms\n',
      'POST /api/user/cart 201 3ms\n',
    ]);
  });
});
