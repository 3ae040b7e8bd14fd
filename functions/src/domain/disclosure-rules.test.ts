import { disclosureOf, disclosureRuleSchema } from '@roomremix/contracts/disclosure';
import { describe, expect, it } from 'vitest';
import { DISCLOSURE_RULES, disclosureRuleById } from './disclosure-rules';

describe('DISCLOSURE_RULES', () => {
  it('are rows of the contract, each id once, each rule of anyone else with its source and the day it was read', () => {
    for (const rule of DISCLOSURE_RULES) disclosureRuleSchema.parse(rule);
    expect(new Set(DISCLOSURE_RULES.map(({ id }) => id)).size).toBe(DISCLOSURE_RULES.length);
    for (const rule of DISCLOSURE_RULES.filter(({ source }) => source !== null)) expect(rule.checked).not.toBeNull();
  });

  it.each([
    ['ca-ab-723', 'label-link'],
    ['crmls', 'label'],
    ['sdmls', 'caption'],
    ['mls-now', 'caption'],
    ['label', 'label'],
    ['label-link', 'label-link'],
    ['caption', 'caption'],
  ])('%s is followed with the disclosure %s', (id, disclosure) => {
    expect(disclosureOf(disclosureRuleById(id)!)).toBe(disclosure);
  });

  it('never burns a mark where a rule forbids one, and always links where a rule requires it', () => {
    for (const rule of DISCLOSURE_RULES) {
      const disclosure = disclosureOf(rule);
      if (rule.label === 'forbidden') expect(disclosure).toBe('caption');
      if (rule.link === 'required') expect(disclosure).toBe('label-link');
      if (rule.caption === 'forbidden') expect(disclosure).not.toBe('caption');
    }
  });

  it('finds nothing for an id no row has', () => {
    expect(disclosureRuleById('old-mls')).toBeUndefined();
  });
});
