import type { MiddlewareHandler } from 'hono';

/** A line for each request once answered: method, path, status and time, never a header or a body. */
export const requestLog =
  (log: (line: string) => void): MiddlewareHandler =>
  async (context, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round(performance.now() - start);
    log(`${context.req.method} ${context.req.path} ${context.res.status} ${ms}ms`);
  };

/**
 * Writes the lines given in one turn of the event loop together, after it: a pipe's writes are
 * synchronous, and under load two writes a request took a sixth of the server's time (issue 64).
 */
export function linesTo(stream: NodeJS.WritableStream): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    stream.write(`${pending.join('\n')}\n`);
    pending = [];
  };
  return (line) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(line);
  };
}
