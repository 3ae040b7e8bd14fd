import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';

/** A change to one item of a catalogue: the id its path names (a coupon's code, a package's id), the fields to set. */
export interface CatalogueUpdate<Patch> {
  id: string;
  patch: Patch;
}

/**
 * A call that creates or changes an item of a catalogue (coupons, token packages) as a mutation: once made it toasts
 * `title(item)` and refreshes the catalogue's list (`listKey`). A refusal is the caller's to show.
 */
export function useCatalogueMutation<Variables, Item>(
  mutationFn: (variables: Variables) => Promise<Item>,
  listKey: QueryKey,
  title: (item: Item) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (item) => {
      toast({ title: title(item) });
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
