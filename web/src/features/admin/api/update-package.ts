import {
  type AdminPackage,
  adminPackageSchema,
  type PackageUpdateRequest,
  packageUpdateRequestSchema,
} from '@roomremix/contracts/admin-catalogue';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { apiJson } from '@/lib/api-client';
import { ADMIN_TEXTS } from '../texts';
import { type CatalogueUpdate, useCatalogueMutation } from './catalogue-mutations';
import { adminPackagesQueryOptions } from './get-packages';

/**
 * `PATCH /api/admin/packages/:id`: the package as changed. Open intents are credited what they were signed with and
 * past purchases keep what they were sold at.
 */
export async function updatePackage({ id, patch }: CatalogueUpdate<PackageUpdateRequest>): Promise<AdminPackage> {
  return apiJson(
    'PATCH',
    apiPath(API_ROUTES.adminPackage, { id }),
    adminPackageSchema,
    packageUpdateRequestSchema.parse(patch),
  );
}

/** Changes a package; once made it toasts `title(pack)`, by default 'Package saved', and refreshes the package list. */
export function useUpdatePackage(title: (pack: AdminPackage) => string = () => ADMIN_TEXTS.packages.saved) {
  return useCatalogueMutation(updatePackage, adminPackagesQueryOptions().queryKey, title);
}
