// `npm start`'s server (dist-server/main.js, built by `npm run build:server`) for a benchmark.
import { spawn } from 'node:child_process';
import { freePort } from './freePort.js';

/** `npm start` on `port` (a free one unless given) with `env`; resolves once it listens. */
export async function startShop(env, port) {
  port ??= await freePort();
  const child = spawn('node', ['dist-server/main.js'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout.on('data', (data) => String(data).includes('The shop is on') && resolve());
  });
  child.stdout.resume();
  const end = (signal) =>
    new Promise((resolve) => {
      child.removeAllListeners('exit');
      child.on('exit', resolve);
      child.kill(signal);
    });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
