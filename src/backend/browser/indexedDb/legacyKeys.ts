// Apart from the code that reads them, so that the page can look for the document cheaply.

/** Where the backend kept everything before it moved to IndexedDB, as one JSON document. */
export const LEGACY_STORAGE_KEY = 'storefront-mock-db';
/** Where the records of that document that could not be moved are kept, as JSON. */
export const SET_ASIDE_STORAGE_KEY = 'storefront-mock-db-set-aside';
