import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userQueryOptions, useUser } from '@/features/auth/api/get-user';
import { ListingPage } from '@/features/listings/components/listing-page';

/** `/listings/:id` for a signed-in user: the listing, with the balance its batch is paid from; a batch refetches it. */
export function ListingRoute() {
  const queryClient = useQueryClient();
  const onBalanceChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
  }, [queryClient]);
  const { data: user } = useUser();
  return <ListingPage balance={user?.tokenBalance ?? null} onBalanceChanged={onBalanceChanged} />;
}
