import { ConfigError, loadConfig, loadWorkerConfig } from '../../functions/src/config';

type Env = Readonly<Record<string, string>>;

/** The api's ALLOWED_ORIGINS as it would load them (its defaults included), or none when its config has problems. */
export function plannedOrigins(env: Env): string[] {
  try {
    return loadConfig(env).allowedOrigins;
  } catch (error) {
    if (error instanceof ConfigError) return [];
    throw error;
  }
}

/** The worker's engine and model in words, for the plan; deployConfigProblems names what keeps it from loading. */
export function engineDescription(env: Env, _today: Date): string {
  const secrets = { OPENAI_API_KEY: 'deploy-check', GEMINI_API_KEY: 'deploy-check' };
  try {
    const engine = loadWorkerConfig({ ...env, ...secrets }).imageEngine;
    return engine.name === 'local' ? 'local (no AI; for development)' : `${engine.name}, model ${engine.model}`;
  } catch (error) {
    if (error instanceof ConfigError) return 'not loadable (see the problems below)';
    throw error;
  }
}
