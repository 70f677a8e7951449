import { afterNextPaint } from './afterNextPaint';
import { isPrerenderedPage } from './prerenderedPage';

// On a prerendered page the store's code is evaluated in steps, each in a task of its own and a
// frame apart, so that a tap while it loads waits for one step at most before the page shows
// it: all at once, it was one task of 220 ms on a mid-range phone (4× CPU). Until the page has
// hydrated, index.html keeps what the shopper does (D27). Each step's libraries are a chunk
// (vite.config.ts). The shell shows only a loading page, nothing to tap: its code runs at once.
const STEPS = [
  () => import('react-dom/client'),
  () => import('./router'),
  () => import('./machinesAndStyles'),
];

async function boot() {
  const prerendered = isPrerenderedPage();
  for (const step of prerendered ? STEPS : []) {
    await step();
    await afterNextPaint();
  }
  const { start } = await import('./start');
  if (prerendered) await afterNextPaint();
  await start();
}

void boot();
