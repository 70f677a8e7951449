import { PGlite } from '@electric-sql/pglite';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// A new embedded database runs PostgreSQL's initdb in WebAssembly: 5 to 7 core-seconds, where
// one started from an initialised data directory takes 1 to 2. The tests' databases (the
// server's contract projects, server.test.ts, the end-to-end servers) start from one made once
// per PGlite version, kept in node_modules/.cache.

const nodeModules = (path: string) =>
  fileURLToPath(new URL(`../../../node_modules/${path}`, import.meta.url));
const { version } = JSON.parse(
  readFileSync(nodeModules('@electric-sql/pglite/package.json'), 'utf8'),
) as { version: string };
const TEMPLATE = nodeModules(`.cache/pglite/initialised-${version}.tar.gz`);

/** Makes the template's file; processes making it at once each write it whole. */
async function makeTemplate() {
  // Made with `create`, which waits for the database: a dump asked before it is ready never ends.
  const database = await PGlite.create();
  const dump = await database.dumpDataDir('gzip');
  await database.close();
  mkdirSync(dirname(TEMPLATE), { recursive: true });
  const partial = `${TEMPLATE}.${process.pid}`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, TEMPLATE);
}

let made: Promise<void> | undefined;
/** The template's file, made on first use. */
async function templateFile() {
  if (!existsSync(TEMPLATE)) await (made ??= makeTemplate());
  return TEMPLATE;
}

/** An initialised data directory, for `new PGlite({ loadDataDir })`. */
export async function initialisedDataDir() {
  return new Blob([readFileSync(await templateFile())], { type: 'application/x-gzip' });
}

/** Puts an initialised data directory into `dataDir`, a new folder a server then opens. */
export async function initialiseDataDir(dataDir: string) {
  // The archive's paths start with '/': tar makes them relative, and says so on stderr.
  execFileSync('tar', ['-xzf', await templateFile(), '-C', dataDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}
