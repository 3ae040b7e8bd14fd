import { remixModeSchema, type RemixMode } from '@roomremix/contracts/enums';
import type { ImageEngine } from '@roomremix/contracts/system';

/**
 * The modes each engine honours. The AI engines take every mode from the prompt. The local engine is a colour
 * grade: it can regrade a room, a facade or a garden, but cannot furnish, declutter or empty a room, so it does not
 * offer those.
 */
const ENGINE_MODES: Readonly<Record<ImageEngine, readonly RemixMode[]>> = {
  local: ['redesign', 'exterior', 'garden'],
  openai: remixModeSchema.options,
  gemini: remixModeSchema.options,
};

/** The modes `engine` honours, in the form's order. */
export function modesOf(engine: ImageEngine): readonly RemixMode[] {
  return ENGINE_MODES[engine];
}
