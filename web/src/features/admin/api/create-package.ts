import {
  type AdminPackage,
  adminPackageSchema,
  packageCreateRequestSchema,
} from '@roomremix/contracts/admin-catalogue';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { ADMIN_TEXTS } from '../texts';
import { useCatalogueMutation } from './catalogue-mutations';
import { adminPackagesQueryOptions } from './get-packages';

/** `POST /api/admin/packages`: a new token package (201); 409 with an issue on `id` when the id is taken. */
export async function createPackage(request: z.input<typeof packageCreateRequestSchema>): Promise<AdminPackage> {
  return apiJson(
    'POST',
    apiPath(API_ROUTES.adminPackages),
    adminPackageSchema,
    packageCreateRequestSchema.parse(request),
  );
}

/** Creates a token package and says so; the package list is refreshed. A refusal is the form's to show. */
export function useCreatePackage() {
  return useCatalogueMutation(createPackage, adminPackagesQueryOptions().queryKey, () => ADMIN_TEXTS.packages.saved);
}
