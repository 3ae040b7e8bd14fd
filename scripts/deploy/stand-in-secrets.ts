import { type SecretName, secretBindings } from '../../functions/src/secret-bindings';

type Env = Readonly<Record<string, string>>;

/**
 * A stand-in of the right shape for a secret the deploy binds, whose real value only Secret Manager holds, so the
 * offline checks can load a function's configuration as the deployed function will.
 */
export function standInSecret(name: string, envFiles: Env): string {
  const mode = envFiles.STRIPE_PUBLISHABLE_KEY?.startsWith('pk_live_') ? 'live' : 'test';
  const standIns: Partial<Record<SecretName, string>> = {
    STRIPE_SECRET_KEY: `sk_${mode}_stand-in`,
    STRIPE_WEBHOOK_SECRET: 'whsec_stand-in',
    RATE_LIMIT_ID_SECRET: 'stand-in-rate-limit-id-secret-of-at-least-32-characters',
  };
  return standIns[name as SecretName] ?? 'stand-in';
}

/** `env` with a stand-in for every secret a deploy of it would bind to either function and `env` lacks. */
export function withStandInSecrets(env: Env): Record<string, string> {
  const bindings = secretBindings(env);
  const bound = [...bindings.api, ...bindings.remixWorker].filter((name) => env[name] === undefined);
  return { ...env, ...Object.fromEntries(bound.map((name) => [name, standInSecret(name, env)])) };
}
