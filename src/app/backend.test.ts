import { beforeEach, describe, expect, it, vi } from 'vitest';

const startMockBackend = vi.fn<() => Promise<void>>();
vi.mock('../mocks/browser', () => ({ startMockBackend }));

describe('whenBackendReady', () => {
  beforeEach(() => {
    vi.resetModules();
    startMockBackend.mockReset();
    vi.stubGlobal('document', { documentElement: { dataset: {} } });
  });

  it('a backend that fails to start says so, and the next request tries again', async () => {
    const { BACKEND_FAILED, whenBackendReady } = await import('./backend');
    startMockBackend.mockRejectedValueOnce(new Error('Service workers are disabled.'));
    startMockBackend.mockResolvedValueOnce(undefined);

    await expect(whenBackendReady()).rejects.toThrow(BACKEND_FAILED);
    await expect(whenBackendReady()).resolves.toBeUndefined();
    expect(document.documentElement.dataset.backend).toBe('ready');
  });

  it('a started backend is started only once', async () => {
    const { whenBackendReady } = await import('./backend');
    startMockBackend.mockResolvedValue(undefined);

    await Promise.all([whenBackendReady(), whenBackendReady()]);

    expect(startMockBackend).toHaveBeenCalledTimes(1);
  });
});
