import { describe, expect, it } from 'vitest';
import { disclosureCaptionOf, disclosureKindOf, disclosureWordsOf } from './disclosure-words';

const plain = { words: null };

describe('the words of a listing take', () => {
  it.each([
    ['stage', 'gemini', 'Virtually staged', 'Virtually staged: furniture and decor were added digitally.'],
    ['declutter', 'openai', 'Virtually decluttered', 'Virtually decluttered: loose items were removed digitally.'],
    ['empty', 'gemini', 'Virtually emptied', 'Virtually emptied: the furniture was removed digitally.'],
    [
      'redesign',
      'openai',
      'Digitally altered',
      'Digitally altered: the furnishings, finishes or colours were changed digitally.',
    ],
  ] as const)('%s on %s says "%s"', (mode, engine, words, caption) => {
    expect(disclosureWordsOf({ mode, engine }, plain)).toBe(words);
    expect(disclosureCaptionOf({ mode, engine }, plain)).toBe(caption);
  });

  it('never says staged of the local engine, which only grades the colours, whatever mode was asked', () => {
    for (const mode of ['stage', 'redesign', 'declutter'] as const) {
      expect(disclosureKindOf({ mode, engine: 'local' })).toBe('altered');
      expect(disclosureCaptionOf({ mode, engine: 'local' }, plain)).toBe(
        'Digitally altered: the colours were graded digitally (a colour grade, not AI).',
      );
    }
  });

  it("uses a rule's own words where it prescribes them", () => {
    const sdmls = { words: 'Digitally Altered' };
    expect(disclosureWordsOf({ mode: 'stage', engine: 'gemini' }, sdmls)).toBe('Digitally Altered');
    expect(disclosureCaptionOf({ mode: 'stage', engine: 'gemini' }, sdmls)).toBe(
      'Digitally Altered: furniture and decor were added digitally.',
    );
  });
});
