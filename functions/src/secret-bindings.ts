/**
 * Secret Manager secrets the functions read. Firebase exposes a secret bound to a function as the environment
 * variable of the same name, so config.ts reads them like any other variable.
 */
export const SECRET_NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'OPENAI_API_KEY', 'GEMINI_API_KEY'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** The functions a deploy creates that read secrets. */
export type SecretReader = 'api' | 'remixWorker';

const ENGINE_KEYS: Readonly<Record<string, SecretName>> = { openai: 'OPENAI_API_KEY', gemini: 'GEMINI_API_KEY' };

/**
 * The secrets each function is bound to, least privilege: the api gets the Stripe keys when payments are on, the
 * worker only the configured engine's key. Decided from the non-secret variables a deploy reads from
 * functions/.env.<project> at discovery: payments are on when the (public) STRIPE_PUBLISHABLE_KEY is set.
 */
export function secretBindings(env: Readonly<Record<string, string | undefined>>): Record<SecretReader, SecretName[]> {
  const paymentsOn = Boolean(env.STRIPE_PUBLISHABLE_KEY?.trim());
  const engineKey = ENGINE_KEYS[env.IMAGE_ENGINE?.trim() ?? ''];
  return {
    api: paymentsOn ? ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] : [],
    remixWorker: engineKey ? [engineKey] : [],
  };
}
