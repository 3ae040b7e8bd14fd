import { SUPPORT_EMAIL } from '@roomremix/contracts/constants';
import { describe, expect, it } from 'vitest';
import { supportMailto } from './support';

describe('supportMailto', () => {
  it('builds mailto links to support, with an encoded subject', () => {
    expect(supportMailto()).toBe(`mailto:${SUPPORT_EMAIL}`);
    expect(supportMailto('Live chat request')).toBe(`mailto:${SUPPORT_EMAIL}?subject=Live%20chat%20request`);
  });
});
