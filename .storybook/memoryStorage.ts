// Published with the store at /storybook/ (D48), Storybook shares the store's origin, and with
// it localStorage: the stories' sessions (the token, the kitchen's, the theme) would sign a
// shopper out of the store, or in with a token of the stories' own backend. Here they live in
// memory, as the backend's IndexedDB does (D23).
const items = new Map<string, string>();
const memoryStorage: Storage = {
  get length() {
    return items.size;
  },
  key: (index) => [...items.keys()][index] ?? null,
  getItem: (key) => items.get(key) ?? null,
  setItem: (key, value) => void items.set(key, String(value)),
  removeItem: (key) => void items.delete(key),
  clear: () => items.clear(),
};
Object.defineProperty(window, 'localStorage', { value: memoryStorage, configurable: true });
