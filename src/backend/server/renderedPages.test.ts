import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/types';
import type { Menu, MenuReader } from '../menu';
import { loadRenderedPages, pageReply } from './renderedPages';

// The server's public pages follow the menu (D42): a page is rendered again, by the build's own
// prerender module, once the menu's revision has moved on, and kept until it moves again.

/** A build of one entry and a prerender module that writes each dish's price, counting renders. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'renderer-'));
  const manifest = { 'index.html': { file: 'assets/entry.js', isEntry: true } };
  const template =
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Cravings</title></head><body><div id="root"></div></body></html>';
  writeFileSync(join(dir, 'build.json'), JSON.stringify({ template, manifest }));
  writeFileSync(
    join(dir, 'prerender.js'),
    `export const PRERENDERED_PATHS = ['/foodItems'];
     export const modulesBeforeHydration = () => [];
     globalThis.renders = 0;
     export async function renderPage(path, products) {
       globalThis.renders += 1;
       return { head: '', body: products.map((dish) => dish.title + ' ₹' + dish.price).join(', ') };
     }`,
  );
  return dir;
}

/** A menu reader whose revision and dishes the test sets. */
function settableMenu(shown: Product[]) {
  let current = { revision: 1, shown } as Menu;
  const reader: MenuReader = { current: () => Promise.resolve(current) };
  const change = (dishes: Product[]) => {
    current = { revision: current.revision + 1, shown: dishes } as Menu;
  };
  return { reader, change };
}

const biryani = { title: 'Biryani', price: '200' } as Product;
const rendersSoFar = () => (globalThis as unknown as { renders: number }).renders;

describe('the pages of a server follow the menu (D42)', () => {
  it('a page is rendered once per revision of the menu, and again after a change', async () => {
    const menu = settableMenu([biryani]);
    const pages = (await loadRenderedPages(fakeBuild(), menu.reader))!;
    const text = async () => new TextDecoder().decode((await pages.page('/foodItems'))!.html);

    expect(await text()).toContain('Biryani ₹200');
    expect(await text()).toContain('Biryani ₹200');
    const renders = rendersSoFar();

    menu.change([{ ...biryani, price: '240' }]);
    const [first, second] = await Promise.all([text(), text()]);
    expect(first).toContain('Biryani ₹240');
    expect(second).toBe(first);
    expect(rendersSoFar()).toBe(renders + 1);
    // The page is the build's: its policy and the loader of its scripts.
    expect(first).toContain('Content-Security-Policy');
    expect(first).toContain('/assets/entry.js');
  });

  it('a path with no page of its own is left to the build’s files', async () => {
    const pages = (await loadRenderedPages(fakeBuild(), settableMenu([biryani]).reader))!;
    expect(await pages.page('/cart')).toBeUndefined();
  });

  it('without a renderer the build’s files are served as they are', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-renderer-'));
    expect(await loadRenderedPages(dir, settableMenu([]).reader)).toBeUndefined();
  });

  it('a page is sent as the browser accepts it, each encoding with its own ETag', async () => {
    const pages = (await loadRenderedPages(fakeBuild(), settableMenu([biryani]).reader))!;
    const page = (await pages.page('/foodItems'))!;
    const html = new TextDecoder().decode(page.html);

    const br = pageReply(page, 'gzip, deflate, br');
    const gzip = pageReply(page, 'gzip');
    const plain = pageReply(page);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    expect(await plain.text()).toBe(html);
    const tags = [br, gzip, plain].map((reply) => reply.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });
});
