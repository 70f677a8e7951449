import { CATALOG_DATA_ID } from './prerenderedPage';
import type { CatalogData } from '../api/catalogCache';

// How a prerendered page carries the catalog it was built from to the client (D22): a JSON
// script element, written by the build and read before hydration.

/** The script element to put in a prerendered page's head. */
export const catalogScript = (catalog: CatalogData) =>
  `<script type="application/json" id="${CATALOG_DATA_ID}">${JSON.stringify(catalog).replace(/</g, '\\u003c')}</script>`;

/** The catalog a prerendered page was built from, or undefined on a page that was not. */
export function readPrerenderedCatalog(): CatalogData | undefined {
  const script = document.getElementById(CATALOG_DATA_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as CatalogData) : undefined;
}
