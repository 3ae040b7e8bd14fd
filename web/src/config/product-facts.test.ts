import * as contracts from '@roomremix/contracts/constants';
import { describe, expect, it } from 'vitest';
import * as facts from './product-facts';

describe('product facts of the public pages', () => {
  it('agree with the shared constants in contracts', () => {
    expect(facts.TOKEN_COST).toEqual(contracts.TOKEN_COST);
    expect(facts.STARTER_PACK).toEqual({
      tokenAmount: contracts.STARTER_PACK.tokenAmount,
      price: contracts.STARTER_PACK.price,
    });
    expect(facts.TRANSFORMATION_CLAIM_SECONDS).toBe(contracts.TRANSFORMATION_CLAIM_SECONDS);
    expect(facts.LEGAL_EFFECTIVE_DATE).toBe(contracts.LEGAL_EFFECTIVE_DATE);
    expect(facts.MINIMUM_AGE).toBe(contracts.MINIMUM_AGE);
    expect(facts.SUPPORT_REPLY_HOURS).toBe(contracts.SUPPORT_REPLY_HOURS);
    expect(facts.LAUNCH_TEXT).toBe(contracts.LAUNCH_TEXT);
  });

  it('builds mailto links to support, with an encoded subject', () => {
    expect(facts.supportMailto()).toBe(`mailto:${facts.SUPPORT_EMAIL}`);
    expect(facts.supportMailto('Live chat request')).toBe(`mailto:${facts.SUPPORT_EMAIL}?subject=Live%20chat%20request`);
  });
});
