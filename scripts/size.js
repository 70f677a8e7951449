// Prints the gzip size of what each part of the storefront loads, from the Vite manifest of
// `dist/`, and fails when a part is over its budget: the first paint (firstPaintChunks.js), the backend's service worker, the request tester (/mockman) and every other route.
// A lazy part counts the chunks it loads beyond the first paint, shared ones included. The
// backend is one script of its own (D32), loaded by its service worker, off the page.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { closure, firstPaintKeys, readManifest } from './firstPaintChunks.js';

// The request tester (a developer's page, loaded lazily) holds the API's route docs and example
// bodies.
// Moving the earlier version's data (IndexedDB, the seed, the reader of its old document) loads
// once in a browser's life, and only where that version left data. It shares small chunks with
// the backend and the kitchen's pages, whose grouping moves by a few hundred bytes as they change
// (29.3–30.2 KB in issue 63's commits, with the mover's own code the same): 32 KB.
const BUDGET_KB = { firstPaint: 140, backend: 100, requestTester: 55, legacyMove: 32, route: 20 };

const BACKEND_WORKER = 'backend-serviceWorker.js';
const manifest = readManifest('dist');
const gzipKbOf = (file) => gzipSync(readFileSync(`dist/${file}`)).length / 1024;
const gzipKb = (key) => gzipKbOf(manifest[key].file);
const sumKb = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(key), 0);

const firstPaint = firstPaintKeys(manifest);
const parts = [{ name: 'first paint', kb: sumKb(firstPaint), budget: BUDGET_KB.firstPaint }];
const lazyParts = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && !firstPaint.has(key),
);
for (const key of lazyParts) {
  const budget = key.endsWith('RequestTesterPage.tsx')
    ? BUDGET_KB.requestTester
    : key.endsWith('moveLegacyData.ts')
      ? BUDGET_KB.legacyMove
      : BUDGET_KB.route;
  parts.push({ name: key, kb: sumKb(closure(manifest, key, firstPaint)), budget });
}
parts.push({
  name: `${BACKEND_WORKER} (the backend)`,
  kb: gzipKbOf(BACKEND_WORKER),
  budget: BUDGET_KB.backend,
});

console.log('Gzip size of each part, with what it loads beyond the first paint:');
for (const { name, kb, budget } of parts) {
  console.log(`  ${kb.toFixed(1).padStart(6)} KB  of ${String(budget).padStart(3)} KB  ${name}`);
}
const over = parts.filter(({ kb, budget }) => kb > budget);
for (const { name, kb, budget } of over) {
  console.error(`${name} is ${kb.toFixed(1)} KB gzip, over its ${budget} KB budget.`);
}
process.exit(over.length === 0 ? 0 : 1);
