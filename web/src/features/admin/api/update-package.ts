import {
  type AdminPackage,
  adminPackageSchema,
  type PackageUpdateRequest,
  packageUpdateRequestSchema,
} from '@roomremix/contracts/admin-catalogue';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiJson } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';
import { ADMIN_TEXTS } from '../texts';
import { adminPackagesQueryOptions } from './get-packages';

/** A change to one token package: its id and the fields to set (`{ isActive: false }` takes it out of the store). */
export interface PackageUpdate {
  id: string;
  patch: PackageUpdateRequest;
}

/**
 * `PATCH /api/admin/packages/:id`: the package as changed. Open intents are credited what they were signed with and
 * past purchases keep what they were sold at.
 */
export async function updatePackage({ id, patch }: PackageUpdate): Promise<AdminPackage> {
  return apiJson(
    'PATCH',
    apiPath(API_ROUTES.adminPackage, { id }),
    adminPackageSchema,
    packageUpdateRequestSchema.parse(patch),
  );
}

/** A package change as a mutation that refreshes the package list and toasts `saved(pack)` once made. */
function usePackageChange(saved: (pack: AdminPackage) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackage,
    onSuccess: async (pack) => {
      toast({ title: saved(pack) });
      await queryClient.invalidateQueries({ queryKey: adminPackagesQueryOptions().queryKey });
    },
  });
}

/** Saves the Edit package form; a refusal is the form's to show. */
export function useUpdatePackage() {
  return usePackageChange(() => ADMIN_TEXTS.packages.saved);
}

/** Takes a package out of the store or puts it back, and says so; a refusal is toasted. */
export function useSwitchPackage() {
  const change = usePackageChange((pack) =>
    pack.isActive ? ADMIN_TEXTS.catalogue.activated(pack.name) : ADMIN_TEXTS.catalogue.deactivated(pack.name),
  );
  return {
    ...change,
    switchTo: (id: string, isActive: boolean) =>
      change.mutate(
        { id, patch: { isActive } },
        {
          onError: (error) =>
            toastApiError(error, { title: ADMIN_TEXTS.packages.failed, fallback: ADMIN_TEXTS.failedFallback }),
        },
      ),
  };
}
