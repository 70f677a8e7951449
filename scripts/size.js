// Prints the gzip size of what each part of the storefront loads, from the Vite manifest of
// `dist/`, and fails when a part is over its budget: the first paint (the entry and its static
// imports), the backend (mocks/browser), the request tester (/mockman) and every other route.
// A lazy part counts the chunks it loads beyond the first paint, shared ones included.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = { firstPaint: 140, backend: 100, requestTester: 50, route: 20 };

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gzipKb = (key) => gzipSync(readFileSync(`dist/${manifest[key].file}`)).length / 1024;

/** Chunks loaded with `key`: the chunk and its static imports, less those in `loaded`. */
function closure(key, loaded = new Set(), seen = new Set()) {
  if (seen.has(key) || loaded.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, loaded, seen);
  return seen;
}
const sumKb = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(key), 0);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstPaint = closure(entry);
const parts = [{ name: 'first paint', kb: sumKb(firstPaint), budget: BUDGET_KB.firstPaint }];
for (const key of Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry)) {
  const budget =
    key === 'src/mocks/browser.ts'
      ? BUDGET_KB.backend
      : key.endsWith('MockmanPage.tsx')
        ? BUDGET_KB.requestTester
        : BUDGET_KB.route;
  parts.push({ name: key, kb: sumKb(closure(key, firstPaint)), budget });
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
