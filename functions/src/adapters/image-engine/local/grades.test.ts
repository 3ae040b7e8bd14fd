import { roomStyleSchema } from '@roomremix/contracts/enums';
import { describe, expect, it } from 'vitest';
import { blendGrades, STYLE_GRADES, stylesInText } from './grades';

describe('STYLE_GRADES', () => {
  it('has a grade for every room style', () => {
    expect(Object.keys(STYLE_GRADES).sort()).toEqual([...roomStyleSchema.options].sort());
  });

  it.each([
    ['Scandinavian is brighter than Industrial', STYLE_GRADES.scandinavian.mean[0] > STYLE_GRADES.industrial.mean[0]],
    ['Bohemian is warmer (b) than Coastal', STYLE_GRADES.bohemian.mean[2] > STYLE_GRADES.coastal.mean[2]],
    ['Minimalist is less colourful than Bohemian', STYLE_GRADES.minimalist.std[1] < STYLE_GRADES.bohemian.std[1]],
    [
      'Art Deco has the strongest contrast',
      Object.values(STYLE_GRADES).every((grade) => grade.std[0] <= STYLE_GRADES['art-deco'].std[0]),
    ],
  ])('%s', (_case, holds) => {
    expect(holds).toBe(true);
  });
});

describe('stylesInText', () => {
  it.each([
    ['Modern farmhouse', ['modern', 'farmhouse']],
    ['mid century with art deco touches', ['mid-century', 'art-deco']],
    ['Mid-Century Modern', ['modern', 'mid-century']],
    ['scandi boho', ['scandinavian', 'bohemian']],
    ['Japandi', []],
    ['postmodern', []],
  ])('%s → %j', (text, expected) => {
    expect(stylesInText(text)).toEqual(expected);
  });
});

describe('blendGrades', () => {
  it('averages the grades', () => {
    const blend = blendGrades(['scandinavian', 'industrial']);
    expect(blend?.mean[0]).toBe((STYLE_GRADES.scandinavian.mean[0] + STYLE_GRADES.industrial.mean[0]) / 2);
  });

  it('is null for no styles', () => {
    expect(blendGrades([])).toBeNull();
  });
});
