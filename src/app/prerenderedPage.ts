/** The id of the script element that carries a prerendered page's catalog (JSON) to the client. */
export const CATALOG_DATA_ID = 'catalog-data';
