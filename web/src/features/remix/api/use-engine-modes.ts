import type { RemixMode } from '@roomremix/contracts/enums';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQueryOptions } from '@/lib/public-config';

/** Whether `mode` can be chosen: the engine offers it, or its modes are not known yet (the server decides). */
export function offersMode(modes: readonly RemixMode[] | null, mode: RemixMode): boolean {
  return modes === null || modes.includes(mode);
}

/** The modes the configured image engine offers (`GET /api/config`), or null while they are not known. */
export function useEngineModes(): readonly RemixMode[] | null {
  return useQuery(publicConfigQueryOptions()).data?.engine.modes ?? null;
}
