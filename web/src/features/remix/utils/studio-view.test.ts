import { describe, expect, it } from 'vitest';
import { type StudioState, studioView } from './studio-view';

const READY: StudioState = {
  uploading: false,
  progress: 0,
  job: null,
  deletedResultIds: [],
  hasBase: true,
  designInput: true,
  mode: 'offered',
  appliesNothing: false,
  shortOfTokens: false,
  notEnoughTokens: null,
};
const hintOf = (changes: Partial<StudioState>) => {
  const view = studioView({ ...READY, ...changes });
  return view.kind === 'ready' ? view.hint : null;
};

describe("step 3's hint says what Start Remix waits for", () => {
  it.each<[string, Partial<StudioState>, string]>([
    ['nothing: it is ready', {}, 'Ready when you are.'],
    ['a photo', { hasBase: false, designInput: false }, 'Upload a photo of your room to begin.'],
    [
      'a design input',
      { designInput: false },
      'Add a reference image, a room style, a color scheme or custom instructions.',
    ],
    [
      'a painted region for a removal mode',
      { mode: 'paint-first' },
      'Paint what to remove on your photo (Change only part of the photo) to start.',
    ],
    [
      'another mode',
      { mode: 'unavailable' },
      'This mode is not available with the current image engine: choose another.',
    ],
    ['more tokens', { shortOfTokens: true }, 'You need more tokens for this remix.'],
    [
      'an input the local engine applies',
      { appliesNothing: true },
      'The local engine cannot follow written instructions, a custom style or a mode by itself, so this remix would not change your photo. Add a room style, a color scheme or a reference image.',
    ],
  ])('%s', (_case, changes, hint) => {
    expect(hintOf(changes)).toBe(hint);
  });

  it('never says it is ready while something keeps Start Remix off', () => {
    for (const changes of [
      { mode: 'paint-first' as const },
      { shortOfTokens: true },
      { designInput: false },
      { appliesNothing: true },
    ]) {
      expect(hintOf(changes)).not.toBe('Ready when you are.');
    }
  });
});
