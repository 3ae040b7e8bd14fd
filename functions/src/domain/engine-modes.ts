import { remixModeSchema, type RemixMode } from '@roomremix/contracts/enums';
import type { ImageEngine } from '@roomremix/contracts/system';

/**
 * The modes each engine honours on any photo. The AI engines take every mode from the prompt. The local engine is a
 * colour grade: it can regrade a room, a facade or a garden, but cannot furnish, declutter or empty a whole room.
 */
const ENGINE_MODES: Readonly<Record<ImageEngine, readonly RemixMode[]>> = {
  local: ['redesign', 'exterior', 'garden'],
  openai: remixModeSchema.options,
  gemini: remixModeSchema.options,
};

/** The modes that take something out of the room rather than change or add to it. */
export const REMOVAL_MODES: readonly RemixMode[] = ['declutter', 'empty'];

/**
 * The modes an engine honours only on a painted region. The local engine fills a painted area from its surroundings
 * (classical inpainting), which is what "declutter" and "empty" ask of that area; with nothing painted it would not
 * know what to remove.
 */
const MODES_NEEDING_MASK: Readonly<Record<ImageEngine, readonly RemixMode[]>> = {
  local: REMOVAL_MODES,
  openai: [],
  gemini: [],
};

/** Whether `engine` reads written instructions, a custom style and a mode by itself: every engine but the local grade. */
export function followsInstructions(engine: ImageEngine): boolean {
  return engine !== 'local';
}

/** Whether `engine` can furnish a room (stage it), and so match one photo's furniture in another. */
export function furnishes(engine: ImageEngine): boolean {
  return modesOf(engine).includes('stage');
}

/** The modes `engine` honours on any photo, painted or not, in the form's order. */
export function modesOf(engine: ImageEngine): readonly RemixMode[] {
  return ENGINE_MODES[engine];
}

/** The modes `engine` honours only when the user painted a region (a mask that is not the whole photo). */
export function modesNeedingMask(engine: ImageEngine): readonly RemixMode[] {
  return MODES_NEEDING_MASK[engine];
}

/** Whether `engine` honours `mode` on this submit: any mode it always offers, or a mask-only one with a mask. */
export function engineHonours(engine: ImageEngine, mode: RemixMode, { masked }: { masked: boolean }): boolean {
  return modesOf(engine).includes(mode) || (masked && modesNeedingMask(engine).includes(mode));
}
