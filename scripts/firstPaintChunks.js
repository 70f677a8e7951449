// What a page loads to hydrate, from a build's Vite manifest: the entry, what it imports
// statically, and the steps it imports dynamically as it boots (src/app/boot/main.tsx), with what
// those import statically. The size budget counts it; the prerendered pages preload it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const readManifest = (outDir) =>
  JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

/** `key`'s chunk and its static imports, less those in `loaded`. */
export function closure(manifest, key, loaded = new Set(), seen = new Set()) {
  if (seen.has(key) || loaded.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, loaded, seen);
  return seen;
}

/** The manifest keys of the first paint's chunks, the entry first. */
export function firstPaintKeys(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const keys = closure(manifest, entry);
  for (const step of manifest[entry].dynamicImports ?? []) closure(manifest, step, new Set(), keys);
  return keys;
}

/** The manifest keys of the app's chunk (named 'start' in vite.config.ts) and what it imports. */
export function appCodeKeys(manifest) {
  const app = Object.keys(manifest).find((key) => manifest[key].name === 'start');
  return closure(manifest, app);
}
