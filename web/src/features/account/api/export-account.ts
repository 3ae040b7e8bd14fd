import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';

/**
 * `GET /api/account/export`: the ZIP of the user's data. Opened as a plain download link, so the browser streams the
 * archive to disk instead of the page holding it in memory; the session cookie goes with it.
 */
export const ACCOUNT_EXPORT_URL = apiPath(API_ROUTES.accountExport);
