import { afterNextPaint } from './afterNextPaint';

// The store's code is evaluated in steps, each in a task of its own and a frame apart, so that
// a tap while it loads waits for one step at most before the page shows it: all at once, it was
// one task of 220 ms on a mid-range phone (4× CPU). Until the page has hydrated, index.html
// keeps what the shopper does (D27). Each step's libraries are a chunk (vite.config.ts).
async function boot() {
  for (const step of [
    () => import('react-dom/client'),
    () => import('./boot/router'),
    () => import('./boot/machinesAndStyles'),
  ]) {
    await step();
    await afterNextPaint();
  }
  const { start } = await import('./start');
  await afterNextPaint();
  await start();
}

void boot();
