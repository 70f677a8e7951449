// Apart from the rest of the app's code, so that main.tsx can tell a prerendered page from the
// shell before it loads any of it.

/** The script element that carries a prerendered page's catalog (D22). */
export const CATALOG_DATA_ID = 'catalog-data';

/**
 * A prerendered page shows content a shopper can tap before the code arrives; the shell shows
 * only a loading page, and carries no catalog.
 */
export const isPrerenderedPage = () => document.getElementById(CATALOG_DATA_ID) !== null;
