/**
 * Secret Manager secrets the functions read. Firebase exposes a secret bound to a function as the environment
 * variable of the same name, so config.ts reads them like any other variable.
 */
export const SECRET_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'OPENAI_API_KEY',
  'GEMINI_API_KEY',
  'RATE_LIMIT_ID_SECRET',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** The functions a deploy creates that read secrets. */
export type SecretReader = 'api' | 'remixWorker';

const ENGINE_KEYS: Readonly<Record<string, SecretName>> = { openai: 'OPENAI_API_KEY', gemini: 'GEMINI_API_KEY' };

/**
 * The secrets each function is bound to, least privilege: the api gets the key of its rate-limit ids on a real project
 * and the Stripe keys when payments are on, the worker only the configured engine's key. Decided from the non-secret
 * variables a deploy reads at discovery (functions/.env.<project>, and the GCLOUD_PROJECT firebase-tools adds):
 * payments are on when the (public) STRIPE_PUBLISHABLE_KEY is set; a demo- project runs only on the emulators, which
 * would look the secret up in Secret Manager and whose config has a development default.
 */
export function secretBindings(env: Readonly<Record<string, string | undefined>>): Record<SecretReader, SecretName[]> {
  const paymentsOn = Boolean(env.STRIPE_PUBLISHABLE_KEY?.trim());
  const realProject = !(env.GCLOUD_PROJECT?.trim() ?? 'demo-').startsWith('demo-');
  const engineKey = ENGINE_KEYS[env.IMAGE_ENGINE?.trim() ?? ''];
  return {
    api: [
      ...(realProject ? (['RATE_LIMIT_ID_SECRET'] as const) : []),
      ...(paymentsOn ? (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) : []),
    ],
    remixWorker: engineKey ? [engineKey] : [],
  };
}
