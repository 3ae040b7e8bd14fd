import type { Quality } from '@roomremix/contracts/enums';

/**
 * How an engine makes Ultra (3840 px on the long edge): drawn at 4K by its model; enlarged to it (Lanczos through sharp)
 * from a smaller image, the local engine's HD or an OpenAI model's largest size that is not experimental; or not at
 * all (a model with neither, per its catalogue row).
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
