import { useQuery } from '@tanstack/react-query';
import { publicConfigQueryOptions } from './public-config';

/** Whether this installation runs the local engine (a colour grade, no AI); false while the config is not known. */
export function useRunsLocalEngine(): boolean {
  return useQuery(publicConfigQueryOptions()).data?.imageEngine === 'local';
}
