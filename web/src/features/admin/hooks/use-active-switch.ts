import type { UseMutationResult } from '@tanstack/react-query';
import { toastApiError } from '@/lib/toast-api-error';
import type { CatalogueUpdate } from '../api/catalogue-mutations';
import { ADMIN_TEXTS } from '../texts';

/** A catalogue whose items are switched on and off through its update call (coupons, token packages). */
export interface SwitchableCatalogue<Item, Patch> {
  /** Its section of the console, whose texts it takes. */
  section: 'coupons' | 'packages';
  /** Changes an item; once made it toasts `title(item)`. */
  useUpdate: (title: (item: Item) => string) => UseMutationResult<Item, Error, CatalogueUpdate<Patch>>;
  /** The id an item's path takes, the name the console shows, and whether it is on. */
  describe: (item: Item) => { id: string; name: string; active: boolean };
  /** The patch that switches an item on or off. */
  patchFor: (active: boolean) => Patch;
}

/**
 * Deactivate/Activate of a catalogue's items: `switchTo(id, active)` says '… deactivated' or '… activated' once made,
 * and toasts a refusal.
 */
export function useActiveSwitch<Item, Patch>(catalogue: SwitchableCatalogue<Item, Patch>) {
  const update = catalogue.useUpdate((item) => {
    const { name, active } = catalogue.describe(item);
    return active ? ADMIN_TEXTS.catalogue.activated(name) : ADMIN_TEXTS.catalogue.deactivated(name);
  });
  const failed = ADMIN_TEXTS[catalogue.section].failed;
  return {
    isPending: update.isPending,
    switchTo: (id: string, active: boolean) =>
      update.mutate(
        { id, patch: catalogue.patchFor(active) },
        { onError: (error) => toastApiError(error, { title: failed, fallback: ADMIN_TEXTS.failedFallback }) },
      ),
  };
}
