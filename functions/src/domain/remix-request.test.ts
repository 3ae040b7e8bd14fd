import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  assertRequestOffered,
  type EngineOffer,
  RemixRequestRefusedError,
  type RequestedWork,
  wholeMaskRefusalOf,
} from './remix-request';

const local: EngineOffer = { name: 'local', ultra: 'enlarged' };
const noFourK: EngineOffer = { name: 'openai', ultra: 'none' };
const work: RequestedWork = {
  quality: 'standard',
  mode: 'redesign',
  roomStyle: 'modern',
  colorScheme: null,
  textPrompt: null,
  referenceCount: 0,
  masked: false,
};

function refusal(engine: EngineOffer, changes: Partial<RequestedWork>) {
  try {
    assertRequestOffered(engine, { ...work, ...changes });
    return null;
  } catch (error) {
    if (!(error instanceof RemixRequestRefusedError)) throw error;
    return { path: error.path, message: error.message };
  }
}

describe('assertRequestOffered', () => {
  it.each<[string, EngineOffer, Partial<RequestedWork>, ReturnType<typeof refusal>]>([
    ['a request the engine makes', local, {}, null],
    [
      'Ultra where the model has no 4K',
      noFourK,
      { quality: 'ultra' },
      { path: 'quality', message: REMIX_MESSAGES.qualityUnavailable('Ultra 4K') },
    ],
    [
      'a mode the engine does not offer',
      local,
      { mode: 'stage' },
      { path: 'mode', message: REMIX_MESSAGES.modeUnavailable('Stage an empty room') },
    ],
    [
      'nothing to design with',
      local,
      { roomStyle: 'none' },
      { path: null, message: REMIX_MESSAGES.missingDesignInput.description },
    ],
    [
      'the quality before the mode',
      noFourK,
      { quality: 'ultra', mode: 'garden' },
      { path: 'quality', message: REMIX_MESSAGES.qualityUnavailable('Ultra 4K') },
    ],
  ])('%s', (_case, engine, changes, expected) => {
    expect(refusal(engine, changes)).toEqual(expected);
  });
});

describe('wholeMaskRefusalOf', () => {
  it('is said only for a mode the engine does inside a painted region', () => {
    expect(wholeMaskRefusalOf(local, 'declutter')).toBe(REMIX_MESSAGES.modeNeedsUnpainted('Declutter'));
    expect(wholeMaskRefusalOf(local, 'redesign')).toBeUndefined();
    expect(wholeMaskRefusalOf(noFourK, 'declutter')).toBeUndefined();
  });

  it('lets a mode the engine does inside a painted region through only with one', () => {
    expect(refusal(local, { mode: 'declutter', masked: true })).toBeNull();
    expect(refusal(local, { mode: 'declutter' })).toEqual({
      path: 'mode',
      message: REMIX_MESSAGES.modeNeedsMask('Declutter'),
    });
  });
});
