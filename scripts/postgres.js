// A throwaway PostgreSQL for the tests: Debian's server, a cluster of its own in a
// temporary folder, on a free port of 127.0.0.1 and a Unix socket in that folder, gone when
// stopped. scripts/setup.sh installs the server where it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.js';

const DEBIAN_SERVERS = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or undefined. */
function serverBin() {
  if (!existsSync(DEBIAN_SERVERS)) return undefined;
  const [newest] = readdirSync(DEBIAN_SERVERS)
    .filter((version) => existsSync(join(DEBIAN_SERVERS, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return newest && join(DEBIAN_SERVERS, newest, 'bin');
}

/** Starts the cluster; resolves to its URL and a stop that removes it. */
export async function startPostgres() {
  const bin = serverBin();
  if (!bin) throw new Error("No PostgreSQL server here: scripts/setup.sh installs Debian's.");
  const folder = mkdtempSync(join(tmpdir(), 'shop-postgres-'));
  const data = join(folder, 'data');
  // PostgreSQL refuses to run as root: there, the cluster is the postgres user's.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', folder]);
  const run = (tool, args) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'shop', '--auth=trust', '-E', 'UTF8']);
  const options = ['-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`];
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', join(folder, 'server.log'), '-w', 'start', ...options]);
  start();
  return {
    url: `postgresql://shop@127.0.0.1:${port}/postgres`,
    /** The same server through its Unix socket, as a client on its machine reaches it. */
    socketUrl: `postgresql://shop@${encodeURIComponent(folder)}:${port}/postgres`,
    /** Shuts the server down, keeping its data, as a restart or a crash does. */
    pause: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    resume: start,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

// Run as a script: exits 1 when there is no server to start (setup then installs Debian's).
if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(serverBin() ? 0 : 1);
