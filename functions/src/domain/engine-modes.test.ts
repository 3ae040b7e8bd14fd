import { remixModeSchema } from '@roomremix/contracts/enums';
import { describe, expect, it } from 'vitest';
import { modesOf } from './engine-modes';

describe('modesOf', () => {
  it('offers every mode with an AI engine', () => {
    expect(modesOf('openai')).toEqual(remixModeSchema.options);
    expect(modesOf('gemini')).toEqual(remixModeSchema.options);
  });

  it('offers the local colour grade only what a regrade honestly is', () => {
    expect(modesOf('local')).toEqual(['redesign', 'exterior', 'garden']);
  });
});
