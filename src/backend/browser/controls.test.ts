import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeControls, type BackendControl } from '../../domain/backendControls';
import {
  BACKEND_CONTROLS_CHANNEL,
  BACKEND_CONTROLS_COOKIE,
} from '../../domain/backendControlsCookie';
import { createCookieStoreControls } from './controls';

const slowProducts: BackendControl = { route: 'GET /api/products', delayMs: 800, reply: 'Normal' };

/** The Cookie Store API's part the controls use, over one cookie jar. */
function fakeCookieStore(jar = new Map<string, string>()) {
  return {
    jar,
    get: vi.fn((name: string) =>
      Promise.resolve(jar.has(name) ? { name, value: jar.get(name)! } : null),
    ),
    set: vi.fn(({ name, value }: { name: string; value: string }) => {
      jar.set(name, value);
      return Promise.resolve();
    }),
    delete: vi.fn(({ name }: { name: string }) => {
      jar.delete(name);
      return Promise.resolve();
    }),
  };
}

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

const asCookieStore = (store: ReturnType<typeof fakeCookieStore>) =>
  store as unknown as CookieStore;

describe('createCookieStoreControls', () => {
  it("starts from the browser session's cookie", async () => {
    const cookies = fakeCookieStore(
      new Map([[BACKEND_CONTROLS_COOKIE, encodeControls([slowProducts])]]),
    );
    const controls = createCookieStoreControls(asCookieStore(cookies));

    await controls.settled();

    expect(controls.read()).toEqual([slowProducts]);
  });

  it('keeps each change in the session cookie, removes it when none is on, and tells every tab', async () => {
    const cookies = fakeCookieStore();
    const controls = createCookieStoreControls(asCookieStore(cookies));
    const heard: unknown[] = [];
    const tabs = new BroadcastChannel(BACKEND_CONTROLS_CHANNEL);
    channels.push(tabs);
    const twoMessages = new Promise<void>((resolve) => {
      tabs.onmessage = ({ data }: MessageEvent<unknown>) => {
        heard.push(data);
        if (heard.length === 2) resolve();
      };
    });

    controls.write([slowProducts]);
    expect(controls.read()).toEqual([slowProducts]);
    await controls.settled();
    expect(cookies.jar.get(BACKEND_CONTROLS_COOKIE)).toBe(encodeControls([slowProducts]));
    expect(cookies.set).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/', sameSite: 'strict' }),
    );

    controls.write([]);
    await controls.settled();
    expect(cookies.jar.has(BACKEND_CONTROLS_COOKIE)).toBe(false);
    await twoMessages;
    expect(heard).toEqual([encodeControls([slowProducts]), '']);
  });

  it('without the Cookie Store API, keeps the controls for as long as the worker runs', async () => {
    const controls = createCookieStoreControls(undefined);
    await controls.settled();

    controls.write([slowProducts]);
    await controls.settled();

    expect(controls.read()).toEqual([slowProducts]);
  });
});
