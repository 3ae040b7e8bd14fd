import type { Quality } from '@roomremix/contracts/enums';

/**
 * How an engine makes Ultra (3840 px on the long edge): drawn at 4K by its model, enlarged to it from the engine's HD
 * (the local engine, Lanczos through sharp), or not at all (a model without a 4K output, per its catalogue row).
 */
export type UltraSupport = 'drawn' | 'enlarged' | 'none';

/** The qualities an engine offers: standard and HD always, Ultra where it has a way to make it. */
export function qualitiesOffered(ultra: UltraSupport): Quality[] {
  return ultra === 'none' ? ['standard', 'hd'] : ['standard', 'hd', 'ultra'];
}

/** Whether an engine with this Ultra support makes `quality`. */
export function offersQuality(ultra: UltraSupport, quality: Quality): boolean {
  return qualitiesOffered(ultra).includes(quality);
}
