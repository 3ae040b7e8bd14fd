/**
 * The Stripe API version the app speaks, pinned: every request of the SDK client sends it, and the webhook endpoint
 * must be created with it, since Stripe shapes an event's object by the endpoint's version (`npm run doctor` compares
 * them). The SDK's types accept only the version it was generated for, so upgrading `stripe` fails the typecheck
 * here until this line, the fake's events and the endpoint move together.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';
