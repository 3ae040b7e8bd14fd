import { describe, expect, it } from 'vitest';
import { changedFields, changesAnything } from './field-changes';

const COUPON = { percentOff: 10 as number | null, amountOffCents: null as number | null, active: true, tags: ['a'] };

describe('changedFields', () => {
  it.each([
    ['a changed number', { percentOff: 20 }, { percentOff: 10 }, { percentOff: 20 }],
    ['null to a value', { amountOffCents: 500 }, { amountOffCents: null }, { amountOffCents: 500 }],
    ['a value to null', { percentOff: null }, { percentOff: 10 }, { percentOff: null }],
    ['a flag', { active: false }, { active: true }, { active: false }],
    ['an equal value is left out', { percentOff: 10, active: false }, { active: true }, { active: false }],
    ['equal lists are left out', { tags: ['a'] }, {}, {}],
    ['a changed list', { tags: ['a', 'b'] }, { tags: ['a'] }, { tags: ['a', 'b'] }],
    ['undefined means not sent', { percentOff: undefined }, {}, {}],
  ])('%s', (_case, patch, before, after) => {
    expect(changedFields(COUPON, patch)).toEqual({ before, after });
  });

  it('says whether anything changed', () => {
    expect(changesAnything(changedFields(COUPON, { percentOff: 10 }))).toBe(false);
    expect(changesAnything(changedFields(COUPON, { percentOff: 11 }))).toBe(true);
  });
});
