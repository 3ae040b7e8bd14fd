import type { RemixMode } from '@roomremix/contracts/enums';
import type { ImageEngine, PublicConfig } from '@roomremix/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQueryOptions } from '@/lib/public-config';

/** The configured engine and what it can do (`GET /api/config`'s `imageEngine` and `engine`). */
export type EngineModes = PublicConfig['engine'] & { name: ImageEngine };

/**
 * Whether `mode` can be chosen now: `offered` when the engine does it (or its modes are not known yet: the server
 * decides), `paint-first` when it does it only on a painted region and nothing is painted, `unavailable` otherwise.
 */
export type ModeAvailability = 'offered' | 'paint-first' | 'unavailable';

export function modeAvailability(engine: EngineModes | null, mode: RemixMode, painted: boolean): ModeAvailability {
  if (engine === null || engine.modes.includes(mode)) return 'offered';
  if (engine.modesNeedingMask.includes(mode)) return painted ? 'offered' : 'paint-first';
  return 'unavailable';
}

/** The configured image engine and its modes, or null while they are not known. */
export function useEngineModes(): EngineModes | null {
  const config = useQuery(publicConfigQueryOptions()).data;
  return config ? { ...config.engine, name: config.imageEngine } : null;
}
