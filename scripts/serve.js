// Serves a built folder with `vite preview` on a free port for a test run and stops it
// afterwards. Started through node_modules/.bin, not npx, so that the PID we kill is the server's.
import { spawn } from 'node:child_process';
import { freePort } from './freePort.js';

/** `vite preview`'s arguments for a built folder, with the preview's own config. */
export const previewArgs = (outDir, port) => [
  'preview',
  '--config',
  'vite.preview.config.ts',
  '--outDir',
  outDir,
  '--port',
  String(port),
  '--strictPort',
];

export async function serve(outDir) {
  const port = await freePort();
  const server = spawn('node_modules/.bin/vite', previewArgs(outDir, port), {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitUntilUp(url, server);
  return { url, stop: () => server.kill() };
}

async function waitUntilUp(url, server) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`${url} did not answer within 30 s`);
}
