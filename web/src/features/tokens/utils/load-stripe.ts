import type { Stripe } from '@stripe/stripe-js';
import { queryOptions } from '@tanstack/react-query';

/**
 * Stripe.js for a publishable key. The library is imported here, on demand, because importing it injects Stripe's
 * script: only a payment dialog that opens may load it, never the landing page or the account page itself.
 */
export async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available in this environment');
  return stripe;
}

/** Stripe.js as a query: loaded once per key and kept for the visit (the script cannot be loaded twice anyway). */
export function stripeJsQueryOptions(publishableKey: string) {
  return queryOptions({
    queryKey: ['stripe-js', publishableKey],
    queryFn: () => loadStripeJs(publishableKey),
    gcTime: Infinity,
    structuralSharing: false,
  });
}
