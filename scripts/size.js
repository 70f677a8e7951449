// Prints the gzip size of what each part of the storefront loads, from the Vite manifest of
// `dist/`, and fails when a part is over its budget: the first paint (firstPaintChunks.js), the backend (mocks/browser), the request tester (/mockman) and every other route.
// A lazy part counts the chunks it loads beyond the first paint (beyond the backend for what the
// backend loads), shared ones included.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { closure, firstPaintKeys, readManifest } from './firstPaintChunks.js';

// The request tester (a developer's page, loaded lazily) holds the API's route docs and example
// bodies.
const BUDGET_KB = { firstPaint: 140, backend: 100, requestTester: 55, route: 20 };

const manifest = readManifest('dist');
const gzipKb = (key) => gzipSync(readFileSync(`dist/${manifest[key].file}`)).length / 1024;
const sumKb = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(key), 0);

const firstPaint = firstPaintKeys(manifest);
const parts = [{ name: 'first paint', kb: sumKb(firstPaint), budget: BUDGET_KB.firstPaint }];
const lazyParts = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && !firstPaint.has(key),
);
// What the backend loads on demand (the OpenAPI document) counts beyond the backend too.
const BACKEND = 'src/mocks/browser.ts';
const backendOnly = closure(manifest, BACKEND, firstPaint);
const backend = new Set([...firstPaint, ...backendOnly]);
const loadedBy = (key) =>
  [...backendOnly].some((loaded) => manifest[loaded].dynamicImports?.includes(key))
    ? backend
    : firstPaint;
for (const key of lazyParts) {
  const budget =
    key === BACKEND
      ? BUDGET_KB.backend
      : key.endsWith('RequestTesterPage.tsx')
        ? BUDGET_KB.requestTester
        : BUDGET_KB.route;
  parts.push({ name: key, kb: sumKb(closure(manifest, key, loadedBy(key))), budget });
}

console.log('Gzip size of each part, with what it loads beyond the first paint:');
for (const { name, kb, budget } of parts) {
  console.log(`  ${kb.toFixed(1).padStart(6)} KB  of ${String(budget).padStart(3)} KB  ${name}`);
}
const over = parts.filter(({ kb, budget }) => kb > budget);
for (const { name, kb, budget } of over) {
  console.error(`${name} is ${kb.toFixed(1)} KB gzip, over its ${budget} KB budget.`);
}
process.exit(over.length === 0 ? 0 : 1);
