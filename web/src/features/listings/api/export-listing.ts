import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';

/** `GET /api/listings/:id/export`: a ZIP of the staged photos and their captions, downloaded by the browser itself. */
export function listingExportUrl(id: string): string {
  return apiPath(API_ROUTES.listingExport, { id });
}
