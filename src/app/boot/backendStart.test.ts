import { beforeEach, describe, expect, it, vi } from 'vitest';
import { historyEntry } from '../../testing/builders';

/** A browser's service worker container, with the backend's worker or another in control. */
class FakeContainer extends EventTarget {
  controller: { scriptURL: string } | null = null;
  activeWorker = {
    scriptURL: '',
    postMessage: vi.fn((message: string) => this.onMessage(message)),
  };
  register = vi.fn((url: string) => {
    this.activeWorker.scriptURL = new URL(url, 'http://store.test').href;
    return Promise.resolve({});
  });
  ready = Promise.resolve({ active: this.activeWorker });
  /** What the worker does when a page asks to be claimed. */
  onMessage = (message: string) => {
    if (message !== 'claim') return;
    this.controller = this.activeWorker;
    this.dispatchEvent(new Event('controllerchange'));
  };
}

let container: FakeContainer;

beforeEach(() => {
  vi.resetModules();
  container = new FakeContainer();
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.stubGlobal('localStorage', { getItem: () => null });
  vi.stubGlobal('document', { documentElement: { dataset: {} } });
});

describe('whenBackendReady', () => {
  it('a first visit registers the backend and is ready once it controls the page', async () => {
    const { whenBackendReady } = await import('./backendStart');

    await whenBackendReady();

    expect(container.register).toHaveBeenCalledTimes(1);
    expect(container.activeWorker.postMessage).toHaveBeenCalledWith('claim');
    expect(container.controller).toBe(container.activeWorker);
    expect(document.documentElement.dataset.backend).toBe('ready');
  });

  it('a page the backend already controls waits for nothing', async () => {
    const { whenBackendReady } = await import('./backendStart');
    await whenBackendReady();
    vi.resetModules();
    container.activeWorker.postMessage.mockClear();
    container.ready = new Promise(() => {});
    const again = await import('./backendStart');

    await again.whenBackendReady();

    expect(container.activeWorker.postMessage).not.toHaveBeenCalled();
  });

  it('a page another worker controls (an earlier version) waits for the backend to take over', async () => {
    container.controller = { scriptURL: 'http://store.test/mockServiceWorker.js' };
    const { whenBackendReady } = await import('./backendStart');

    await whenBackendReady();

    expect(container.activeWorker.postMessage).toHaveBeenCalledWith('claim');
    expect(container.controller).toBe(container.activeWorker);
  });

  it('a backend that fails to start says so, and the next request tries again', async () => {
    const { BACKEND_FAILED, whenBackendReady } = await import('./backendStart');
    container.register.mockRejectedValueOnce(new Error('Service workers are disabled.'));

    await expect(whenBackendReady()).rejects.toThrow(BACKEND_FAILED);
    await expect(whenBackendReady()).resolves.toBeUndefined();
  });

  it('a started backend is started only once', async () => {
    const { whenBackendReady } = await import('./backendStart');

    await Promise.all([whenBackendReady(), whenBackendReady()]);

    expect(container.register).toHaveBeenCalledTimes(1);
  });
});

describe('requestHistory', () => {
  it('lists the calls the backend reports for this tab, newest first, and nothing else', async () => {
    const { whenRequestHistoryReady } = await import('./backendStart');
    const requestHistory = await whenRequestHistoryReady();

    for (const data of [
      { historyEntry: historyEntry(1) },
      { type: 'MOCK_ACTIVATE' },
      { historyEntry: historyEntry(2) },
    ])
      container.dispatchEvent(new MessageEvent('message', { data }));

    expect(requestHistory?.entries().map(({ id }) => id)).toEqual(['call-2', 'call-1']);
  });
});
