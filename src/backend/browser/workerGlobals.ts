import { createMemoryStorage } from '../../domain/keyValueStorage';

// MSW keeps the cookies its replies set in localStorage whenever it runs outside Node, and a
// service worker has none: it gets one in memory, before MSW loads. The API sets no cookies.
globalThis.localStorage ??= createMemoryStorage() as Storage;
