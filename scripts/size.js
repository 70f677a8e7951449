// Prints the gzip size of the JavaScript the storefront needs for its first paint and of each
// lazy chunk, from the Vite manifest of `dist/`, and fails when the first paint is over budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const FIRST_PAINT_BUDGET_KB = 150;

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(`dist/${file}`)).length / 1024;

/** Chunks loaded with `key` before anything can render: the chunk and its static imports. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstPaint = staticClosure(entry);
const lazy = Object.keys(manifest).filter(
  (key) => !firstPaint.has(key) && manifest[key].file.endsWith('.js'),
);

const row = (label, kb) => `  ${kb.toFixed(1).padStart(7)} KB  ${label}`;
let firstPaintKb = 0;
console.log('First paint (gzip):');
for (const key of firstPaint) {
  const kb = gzipKb(manifest[key].file);
  firstPaintKb += kb;
  console.log(row(manifest[key].file, kb));
}
console.log(row(`total, budget ${FIRST_PAINT_BUDGET_KB} KB`, firstPaintKb));
console.log('Lazy chunks (gzip, not in the first paint):');
for (const key of lazy)
  console.log(row(`${manifest[key].file}  (${key})`, gzipKb(manifest[key].file)));

if (firstPaintKb > FIRST_PAINT_BUDGET_KB) {
  console.error(
    `First paint is ${firstPaintKb.toFixed(1)} KB gzip, over the ${FIRST_PAINT_BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
