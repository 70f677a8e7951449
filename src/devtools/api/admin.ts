import * as routes from '../../domain/api/routes/admin';
import { call } from '../../app/api/client';

/** Restores the backend's demo data (D3). */
export const resetDemoData = () => call(routes.reset);

/** The API as an OpenAPI 3.1 document. */
export const getOpenApi = () => call(routes.openApi);
