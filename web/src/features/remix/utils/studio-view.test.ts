import { describe, expect, it } from 'vitest';
import { remixJob } from '@test/fixtures';
import { type StudioState, studioView } from './studio-view';

const READY: StudioState = {
  uploading: false,
  progress: 0,
  job: null,
  deletedResultIds: [],
  hasBase: true,
  designInput: true,
  followsInstructions: true,
  mode: 'offered',
  appliesNothing: false,
  shortOfTokens: false,
  notEnoughTokens: null,
};
const readyView = (changes: Partial<StudioState>) => {
  const view = studioView({ ...READY, ...changes });
  if (view.kind !== 'ready') throw new Error(`expected the form, got ${view.kind}`);
  return view;
};
const hintOf = (changes: Partial<StudioState>) => readyView(changes).hint;
const FAILED_JOB = remixJob({ status: 'failed', stage: 'done', progress: 100, refunded: true, error: 'Engine down.' });

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
    [
      'a design input the engine applies, when it reads no instructions',
      { designInput: false, followsInstructions: false, appliesNothing: true },
      'Add a reference image, a room style or a color scheme.',
    ],
    ['more tokens', { shortOfTokens: true }, 'You need more tokens for this remix.'],
    ['a retry after a failure', { job: FAILED_JOB }, 'Start Remix to try again, or change the settings first.'],
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

  it('lets Start Remix on exactly when the hint says nothing is missing', () => {
    const cases: Partial<StudioState>[] = [
      {},
      { job: FAILED_JOB },
      { hasBase: false, designInput: false },
      { designInput: false, followsInstructions: false, appliesNothing: true },
      { mode: 'paint-first' },
      { mode: 'unavailable' },
      { appliesNothing: true },
      { shortOfTokens: true },
    ];
    const starts = cases.map((changes) => readyView(changes).canStart);
    expect(starts).toEqual([true, true, false, false, false, false, false, false]);
  });

  it('never offers written instructions to an engine that does not read them', () => {
    const hint = hintOf({ hasBase: true, designInput: false, followsInstructions: false, appliesNothing: true });
    expect(hint).not.toMatch(/instructions/);
  });

  it('never says it is ready above a failure', () => {
    const view = readyView({ job: FAILED_JOB });
    expect(view.failure).toBe('Engine down. Your 1 token was refunded.');
    expect(view.hint).not.toBe('Ready when you are.');
  });
});
