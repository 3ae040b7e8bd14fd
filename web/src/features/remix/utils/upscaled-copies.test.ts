import { describe, expect, it } from 'vitest';
import { upscaledOriginalIds } from './upscaled-copies';

describe('upscaledOriginalIds', () => {
  it('names each result an upscale copied, once, and none for a list without copies', () => {
    expect([...upscaledOriginalIds([{ upscaledFrom: 'a' }, { upscaledFrom: null }, { upscaledFrom: 'a' }])]).toEqual([
      'a',
    ]);
    expect(upscaledOriginalIds([{ upscaledFrom: null }]).size).toBe(0);
  });
});
