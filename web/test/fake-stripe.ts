import type { PaymentIntentResult, Stripe } from '@stripe/stripe-js';
import { vi } from 'vitest';

/** What a fake `confirmPayment` answers: a succeeded intent, or Stripe's `{error}` shape. */
export type FakeConfirmation = { paymentIntentId: string } | { errorMessage: string | undefined };

/**
 * A stand-in for the Stripe.js object `loadStripe` resolves with, as far as `@stripe/react-stripe-js` and our form
 * use it: `elements()` with `create('payment')` mounting a placeholder field that reports `ready`, and
 * `confirmPayment`, which answers like Stripe does with `redirect: 'if_required'` (`{paymentIntent}` or `{error}`).
 */
export function createFakeStripe(confirmation: FakeConfirmation = { paymentIntentId: 'pi_test_1' }) {
  const confirmPayment = vi.fn(async (): Promise<PaymentIntentResult> => {
    if ('errorMessage' in confirmation) {
      return { error: { type: 'card_error', message: confirmation.errorMessage } } as PaymentIntentResult;
    }
    return {
      paymentIntent: { id: confirmation.paymentIntentId, status: 'succeeded', object: 'payment_intent' },
    } as PaymentIntentResult;
  });
  const element = {
    mount: vi.fn((node: HTMLElement) => {
      const field = document.createElement('div');
      field.textContent = 'Card details';
      node.append(field);
    }),
    on: vi.fn((event: string, handler: (payload: unknown) => void) => {
      if (event === 'ready') queueMicrotask(() => handler({ elementType: 'payment' }));
      return element;
    }),
    off: vi.fn(() => element),
    update: vi.fn(),
    destroy: vi.fn(),
    unmount: vi.fn(),
  };
  const elements = vi.fn(() => ({
    create: vi.fn(() => element),
    getElement: vi.fn(() => element),
    update: vi.fn(),
    fetchUpdates: vi.fn(async () => ({})),
    submit: vi.fn(async () => ({})),
  }));
  const stripe = {
    elements,
    confirmPayment,
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
  };
  return { stripe: stripe as unknown as Stripe, confirmPayment, elements };
}
