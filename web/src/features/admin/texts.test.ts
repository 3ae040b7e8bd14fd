import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from './texts';

describe('the fulfilment retry message', () => {
  it('counts one token in the singular and more in the plural', () => {
    expect(ADMIN_TEXTS.payments.fulfilled(1, 4)).toBe('Credited 1 token; the balance is now 4');
    expect(ADMIN_TEXTS.payments.fulfilled(10, 13)).toBe('Credited 10 tokens; the balance is now 13');
  });
});
