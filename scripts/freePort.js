// A free TCP port on this machine, so that a server a test starts never collides with a dev
// server or preview already running. Run as a script, it prints one (for synchronous callers).
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Asks the system for a port nobody listens on, then frees it for the caller. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The same, for a caller that cannot wait (Playwright's config). */
export const freePortSync = () =>
  Number(execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { encoding: 'utf8' }));

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await freePort());
