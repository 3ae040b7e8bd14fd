import type { RemixMode } from '@roomremix/contracts/enums';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQueryOptions } from '@/lib/public-config';

/** The modes the configured image engine offers (`GET /api/config`), or null while they are not known. */
export function useEngineModes(): readonly RemixMode[] | null {
  return useQuery(publicConfigQueryOptions()).data?.engine.modes ?? null;
}
