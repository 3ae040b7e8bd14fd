import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from './texts';

describe('the take-back line of a refunded or disputed purchase', () => {
  it.each([
    [8, 2, 'Taken back 8 of 10 tokens (2 already spent)'],
    [10, 0, 'Taken back 10 of 10 tokens'],
    [0, 1, 'Taken back 0 of 1 token (1 already spent)'],
  ])('%i taken, %i spent: %s', (taken, notTaken, text) => {
    expect(ADMIN_TEXTS.purchases.takenBack(taken, notTaken)).toBe(text);
  });

  it('names the refunded and the disputed amounts that are there', () => {
    expect(ADMIN_TEXTS.purchases.reversedAmounts({ refunded: '$3.00', disputed: null })).toBe('Refunded $3.00');
    expect(ADMIN_TEXTS.purchases.reversedAmounts({ refunded: '$3.00', disputed: '$6.99' })).toBe(
      'Refunded $3.00 · Disputed $6.99',
    );
  });
});

describe('the fulfilment retry message', () => {
  it('counts one token in the singular and more in the plural', () => {
    expect(ADMIN_TEXTS.payments.fulfilled(1, 4)).toBe('Credited 1 token; the balance is now 4');
    expect(ADMIN_TEXTS.payments.fulfilled(10, 13)).toBe('Credited 10 tokens; the balance is now 13');
  });
});
