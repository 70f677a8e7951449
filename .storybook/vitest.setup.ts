// Visual regression for the library: after its play function, every story's page is compared
// with its committed picture at 1280 px and at 360 px (./pictureCommand.ts, D34).
// `npm run test:visual:update` redraws them. The window grows to the whole story;
// `parameters: { visual: { fullPage: false } }` keeps it at 900 px and pictures its top, for a
// story far taller than a picture. A story that ends looking exactly as another of its file does
// says so (`visual: { sameAs: 'In Cart' }`) and takes no picture.
// Axe's colour rules, which the a11y addon checks in the story's theme, run here again in the
// other one (D25).
import axe from 'axe-core';
import { afterEach, beforeEach, expect, vi, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { STORY_NOW } from '../src/testing/storyClock';
// The pictures' widths are two of the toolbar's viewports (./viewports.ts).
import { PICTURE_HEIGHT, PICTURE_WIDTHS } from './viewports';

/** The runner's own page (vite.config.ts) is a little taller than this. */
const MAX_HEIGHT = 3000;

interface VisualParameters {
  fullPage?: boolean;
  /** The story of the same file whose picture shows how this one ends. */
  sameAs?: string;
}
interface StoryParameters {
  visual?: VisualParameters;
  a11y?: { test?: 'error' | 'todo' | 'off' };
}
/** A report a story's run made: the a11y addon's says whether axe passed in the story's theme. */
interface Report {
  type: string;
  status: 'passed' | 'failed' | 'warning';
}
type StoryContext = TestContext & {
  story?: { parameters: StoryParameters; reporting: { reports: Report[] } };
};
type Theme = 'light' | 'dark';

// What the published Storybook shows of this run (scripts/storybookResults.js reads it from the
// JSON report, D50): axe in each theme it ran in, and each picture's comparison. The a11y addon's
// own report reaches the task's meta only when the story's run ends without an error, so its
// status is copied here too.
declare module 'vitest' {
  interface TaskMeta {
    axe?: Partial<Record<Theme, Report['status']>>;
    pictures?: Record<number, 'matched' | 'differs'>;
  }
}

/** mulberry32: a small seeded generator, so that 'Random Data' picks the same address each run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeEach(() => {
  // Dates on screen (the footer's year, an order placed in a flow) are the same on every day.
  vi.useFakeTimers({ toFake: ['Date'], now: STORY_NOW });
  vi.spyOn(Math, 'random').mockImplementation(seededRandom(1));
  // A new todo's or order's id.
  let ids = 0;
  vi.spyOn(crypto, 'randomUUID').mockImplementation(
    () => `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}` as const,
  );
});

/** This window's box in the runner's page, less its scrollbars: what its picture shows. */
function windowBox() {
  let x = 0;
  let y = 0;
  for (let view: Window = window; view.frameElement; view = view.parent) {
    const frame = view.frameElement;
    const { left, top } = frame.getBoundingClientRect();
    x += left + frame.clientLeft;
    y += top + frame.clientTop;
  }
  const { clientWidth: width, clientHeight: height } = document.documentElement;
  return { x, y, width, height };
}

/** Texts that change from run to run: a paid order's id is random, a reply's time varies. */
const UNSTABLE_TEXTS = [/^Payment ID:/, /^\d+ ms$/];

/**
 * Readies the window for its picture as Playwright's screenshots do: carets hidden, animations
 * at their end (endless ones stopped) and unstable texts under a magenta box. Returns the undo.
 */
function stillWindow() {
  const undo: (() => void)[] = [];
  const noCaret = document.createElement('style');
  noCaret.textContent =
    'input, textarea, [contenteditable] { caret-color: transparent !important }';
  document.head.append(noCaret);
  undo.push(() => noCaret.remove());
  const stopped: Animation[] = [];
  const still = () => {
    for (const animation of document.getAnimations()) {
      if (!animation.effect || animation.playbackRate === 0 || stopped.includes(animation))
        continue;
      if (Number.isFinite(animation.effect.getComputedTiming().endTime)) {
        animation.finish();
      } else {
        stopped.push(animation);
        animation.cancel();
      }
    }
  };
  still();
  document.addEventListener('animationstart', still);
  document.addEventListener('transitionrun', still);
  undo.push(() => {
    document.removeEventListener('animationstart', still);
    document.removeEventListener('transitionrun', still);
    for (const animation of stopped) animation.play();
  });
  for (const element of document.body.querySelectorAll('*')) {
    const text = element.textContent ?? '';
    if (!UNSTABLE_TEXTS.some((unstable) => unstable.test(text))) continue;
    if ([...element.children].some((child) => child.textContent === text)) continue;
    const { left, top, width, height } = element.getBoundingClientRect();
    const mask = document.createElement('div');
    mask.style.cssText = `position: fixed; z-index: 2147483647; left: ${left}px; top: ${top}px; width: ${width}px; height: ${height}px; background: #ff00ff; pointer-events: none`;
    document.body.append(mask);
    undo.push(() => mask.remove());
  }
  return () => undo.forEach((step) => step());
}

/**
 * Runs axe's colour rules on the addon's context with the page in the theme the story was not
 * shown in, then puts the story's theme back. A theme changes colours alone, so the addon's run in
 * the story's theme has already checked everything else; the colour rules are a third of axe's
 * time on a page.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function expectNoAxeViolationsInOtherTheme(context: StoryContext) {
  const root = document.documentElement;
  const shown = root.dataset.theme;
  const other = shown === 'dark' ? 'light' : 'dark';
  // A colour caught mid-transition would be neither theme's.
  const noTransitions = document.createElement('style');
  noTransitions.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(noTransitions);
  root.dataset.theme = other;
  try {
    const { violations } = await axe.run(
      {
        include: document.body,
        exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
      },
      { runOnly: { type: 'rule', values: COLOUR_RULES } },
    );
    context.task.meta.axe = {
      ...context.task.meta.axe,
      [other]: violations.length ? 'failed' : 'passed',
    };
    expect(
      violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
      `axe in the ${other} theme`,
    ).toEqual([]);
  } finally {
    if (shown === undefined) delete root.dataset.theme;
    else root.dataset.theme = shown;
    noTransitions.remove();
  }
}

/**
 * Waits until the pictures the window shows are loaded and decoded: on a busy machine a dish's
 * picture could still be on its way, and the window's picture showed its box empty. One that
 * fails to load shows as broken, the same on every run. A hidden one (a card the filters leave
 * out) is not loaded, and not waited for.
 */
async function imagesShown() {
  const inWindow = (image: HTMLImageElement) => {
    const { top, left, bottom, right } = image.getBoundingClientRect();
    return (
      bottom > 0 &&
      right > 0 &&
      top < window.innerHeight &&
      left < window.innerWidth &&
      image.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })
    );
  };
  await Promise.all(
    [...document.images].filter(inWindow).map((image) => image.decode().catch(() => undefined)),
  );
}

afterEach(async (context: StoryContext) => {
  vi.useRealTimers();
  vi.mocked(Math.random).mockRestore();
  vi.mocked(crypto.randomUUID).mockRestore();
  const a11yReport = context.story?.reporting.reports.find((report) => report.type === 'a11y');
  if (a11yReport) {
    const shown: Theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
    context.task.meta.axe = { [shown]: a11yReport.status };
  }
  if (context.task.result?.state === 'fail') return;
  const { a11y, visual } = context.story?.parameters ?? {};
  if (a11y?.test === 'error') await expectNoAxeViolationsInOtherTheme(context);
  const { fullPage = true, sameAs } = visual ?? {};
  if (sameAs) return;
  for (const width of PICTURE_WIDTHS) {
    await page.viewport(width, PICTURE_HEIGHT);
    if (fullPage) {
      const height = Math.min(document.documentElement.scrollHeight, MAX_HEIGHT);
      if (height > PICTURE_HEIGHT) await page.viewport(width, height);
    } else {
      // Where a scrolled window ends up once resized depends on when its rows were measured, and
      // a windowed list measuring its rows may move it: back to the top until it stays there.
      for (let tries = 0; tries < 10 && window.scrollY > 0; tries++) {
        window.scrollTo(0, 0);
        await new Promise(requestAnimationFrame);
        await new Promise(requestAnimationFrame);
      }
    }
    await imagesShown();
    await new Promise(requestAnimationFrame);
    const undo = stillWindow();
    try {
      const mismatch = await commands.matchPicture(context.task.name, width, windowBox());
      context.task.meta.pictures = {
        ...context.task.meta.pictures,
        [width]: mismatch ? 'differs' : 'matched',
      };
      if (mismatch) throw new Error(mismatch);
    } finally {
      undo();
    }
  }
});
