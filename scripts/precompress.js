// Brotli and gzip copies of a build's text files (`<file>.br`, `<file>.gz`), made once at build
// time so that the server sends them as they are (serveStatic's `precompressed`), at the best
// compression, with no work per request. Pictures are compressed already and are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain less than the encoding's own headers cost. */
const MIN_BYTES = 1024;

function* filesIn(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* filesIn(path);
    else yield path;
  }
}

/** Writes the copies of `folder`'s text files; returns how many files it compressed. */
export function precompress(folder, { brotliQuality = constants.BROTLI_MAX_QUALITY } = {}) {
  let count = 0;
  for (const path of filesIn(folder)) {
    if (!TEXT.test(path)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [folder] = process.argv.slice(2);
  if (!folder) throw new Error('Usage: node scripts/precompress.js <folder of a build>');
  console.log(`Precompressed ${precompress(folder)} files of ${folder} (brotli and gzip).`);
}
