// The stories' pictures, compared in Node (D34). Vitest's `toMatchScreenshot` takes each one as a
// Playwright element screenshot: actionability checks, then PNG encoding at Chromium's default
// compression, about 190 ms at 1280 × 900 on a 2-core machine. Here the same pixels come straight
// from the DevTools protocol with `optimizeForSpeed` (lossless, about 55 ms), and are compared as
// Vitest compares them: the same comparator and thresholds, the same files.
import { mkdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { diff } from '@blazediff/core';
import sharp from 'sharp';
import type { CDPSession, Page } from '@playwright/test';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';
import { picturePath } from './pictureFiles.ts';

/** The story's window in the runner's page, in CSS pixels: what is pictured. */
export interface WindowBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchPicture: (
      storyName: string,
      width: number,
      window: WindowBox,
    ) => Promise<string | undefined>;
  }
}
/** Anti-aliasing shifts a colour a little (threshold) on a few pixels; a changed colour,
 * spacing or text changes far more than 50, even on a small badge. */
const COMPARISON = { threshold: 0.2, allowedMismatchedPixels: 50 };
/** How long a page may keep changing before its last picture is compared anyway. */
const SETTLING_MS = 5_000;
const MISMATCHES_DIR = 'reports/pictures';

interface Picture {
  width: number;
  height: number;
  data: Buffer;
}

// libvips works on the calling thread, and keeps nothing: the browser needs the other core, and
// no picture is decoded twice.
sharp.concurrency(1);
sharp.cache(false);

/**
 * libvips (sharp, native) decodes a picture in a third of the time of Squoosh's WebAssembly
 * decoder, and a fifth of pngjs's: each picture and its reference are decoded.
 */
async function decode(png: Buffer): Promise<Picture> {
  const { data, info } = await sharp(png)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}
const encode = ({ width, height, data }: Picture) =>
  sharp(data, { raw: { width, height, channels: 4 } }).png();

/** The number of pixels that differ, or Infinity when the sizes do. */
function mismatchedPixels(reference: Picture, actual: Picture, diffOutput?: Uint8Array) {
  if (reference.width !== actual.width || reference.height !== actual.height) return Infinity;
  if (reference.data.equals(actual.data)) return 0;
  return diff(reference.data, actual.data, diffOutput, reference.width, reference.height, {
    threshold: COMPARISON.threshold,
    includeAA: false,
  });
}
const alike = (a: Picture, b: Picture) =>
  mismatchedPixels(a, b) <= COMPARISON.allowedMismatchedPixels;

const sessions = new WeakMap<Page, Promise<CDPSession>>();
function devTools(page: Page) {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * Chromium's headless shell (scripts/chromium.js) starts with the mouse at the page's top left,
 * over the story's window, where it hovers what a story shows there: once per page, it goes to
 * the runner page's far corner, outside every story's window, as no story is pictured hovered.
 */
const pointersMoved = new WeakSet<Page>();
async function movePointerAway(page: Page) {
  if (pointersMoved.has(page)) return;
  pointersMoved.add(page);
  const { width, height } = page.viewportSize() ?? { width: 1, height: 1 };
  await page.mouse.move(width - 1, height - 1);
}

/**
 * The window as the story's page measured it: asking Playwright for an element's box there took
 * a fifth of a picture's time.
 */
async function capture({ page }: BrowserCommandContext, box: WindowBox): Promise<Picture> {
  const { data } = await (
    await devTools(page)
  ).send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    clip: { ...box, scale: 1 },
  });
  return decode(Buffer.from(data, 'base64'));
}

/** The pauses before each picture taken again, as `toHaveScreenshot` pauses; then 1 s each. */
const RETAKE_PAUSES_MS = [100, 250, 500];

/**
 * Pictures the page until it matches the reference, or two pictures in a row match each other:
 * a page still settling (a font, a transition, a windowed list measuring its rows) is not
 * compared half-drawn. The reference is read while the browser takes the first picture.
 */
async function settledPicture(
  context: BrowserCommandContext,
  box: WindowBox,
  referenceRead: Promise<Picture | undefined>,
) {
  const deadline = Date.now() + SETTLING_MS;
  const [first, reference] = await Promise.all([capture(context, box), referenceRead]);
  let previous = reference;
  let picture = first;
  for (
    let retake = 0;
    !(previous && alike(previous, picture)) && Date.now() <= deadline;
    retake++
  ) {
    await pause(RETAKE_PAUSES_MS[retake] ?? 1_000);
    previous = picture;
    picture = await capture(context, box);
  }
  return { picture, reference };
}

async function write(file: string, picture: Picture) {
  await mkdir(dirname(file), { recursive: true });
  await encode(picture).toFile(file);
}

/**
 * Compares the story's window with `__screenshots__/<story file>/<name>-<width>-chromium-linux.png`
 * (./pictureFiles.ts).
 * Resolves to undefined when it matches (or was written: a new picture outside CI, any picture
 * under `--update`), else to what differs, with this run's picture and the difference saved under
 * reports/pictures.
 */
export const matchPicture: BrowserCommand<
  [storyName: string, width: number, window: WindowBox]
> = async (context, storyName, width, window) => {
  const testPath = context.testPath;
  if (!testPath) throw new Error('A picture is taken within a story.');
  const file = picturePath(testPath, storyName, width);
  const fileName = basename(file, '-chromium-linux.png');
  await movePointerAway(context.page);
  const { picture: actual, reference } = await settledPicture(
    context,
    window,
    readFile(file).then(decode, () => undefined),
  );
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  const shown = relative(process.cwd(), file);

  if (!reference) {
    if (update === 'none')
      return `${shown} does not exist: \`npm run test:visual:update\` draws it.`;
    await write(file, actual);
    return undefined;
  }
  const mismatched = mismatchedPixels(reference, actual);
  if (mismatched <= COMPARISON.allowedMismatchedPixels) return undefined;
  if (update === 'all') {
    await write(file, actual);
    return undefined;
  }
  const evidence = join(MISMATCHES_DIR, basename(testPath), fileName);
  await write(`${evidence}-actual.png`, actual);
  if (mismatched === Infinity)
    return `The story's window is ${actual.width} × ${actual.height} px; ${shown} is ${reference.width} × ${reference.height}. This run's picture: ${evidence}-actual.png`;
  const difference = Buffer.alloc(actual.data.length);
  mismatchedPixels(reference, actual, difference);
  await write(`${evidence}-diff.png`, { ...actual, data: difference });
  return `The story's window differs from ${shown} in ${mismatched} pixels. This run's picture: ${evidence}-actual.png; the difference: ${evidence}-diff.png`;
};
