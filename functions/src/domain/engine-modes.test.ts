import { remixModeSchema, type RemixMode } from '@roomremix/contracts/enums';
import { imageEngineSchema, type ImageEngine } from '@roomremix/contracts/system';
import { describe, expect, it } from 'vitest';
import { engineHonours, modesNeedingMask, modesOf } from './engine-modes';

describe('modesOf', () => {
  it('offers every mode with an AI engine', () => {
    expect(modesOf('openai')).toEqual(remixModeSchema.options);
    expect(modesOf('gemini')).toEqual(remixModeSchema.options);
  });

  it('offers the local colour grade only what a regrade honestly is', () => {
    expect(modesOf('local')).toEqual(['redesign', 'exterior', 'garden']);
  });
});

describe('modesNeedingMask', () => {
  it('is nothing for the AI engines, which take every mode anyway', () => {
    expect(modesNeedingMask('openai')).toEqual([]);
    expect(modesNeedingMask('gemini')).toEqual([]);
  });

  it('is declutter and empty for the local engine, which fills a painted area from its surroundings', () => {
    expect(modesNeedingMask('local')).toEqual(['declutter', 'empty']);
  });

  it.each(imageEngineSchema.options)('never repeats a mode %s always offers', (engine) => {
    expect(modesNeedingMask(engine).filter((mode) => modesOf(engine).includes(mode))).toEqual([]);
  });
});

describe('engineHonours', () => {
  it.each([
    ['local', 'redesign', false, true],
    ['local', 'redesign', true, true],
    ['local', 'declutter', true, true],
    ['local', 'declutter', false, false],
    ['local', 'empty', true, true],
    ['local', 'empty', false, false],
    ['local', 'stage', true, false],
    ['local', 'stage', false, false],
    ['openai', 'declutter', false, true],
    ['gemini', 'stage', false, true],
  ] as const satisfies readonly (readonly [ImageEngine, RemixMode, boolean, boolean])[])(
    '%s, %s, masked %s → %s',
    (engine, mode, masked, expected) => {
      expect(engineHonours(engine, mode, { masked })).toBe(expected);
    },
  );
});
