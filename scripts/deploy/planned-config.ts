import { readImageEngine } from '../../functions/src/adapters/image-engine/engine-config';
import { engineModelStanding } from '../../functions/src/adapters/image-engine/model-catalogues';
import { ConfigError, type ImageEngineConfig, loadConfig, loadWorkerConfig } from '../../functions/src/config';
import { describeStanding } from '../../functions/src/domain/model-catalogue';
import { withStandInSecrets } from './stand-in-secrets';

type Env = Readonly<Record<string, string>>;

/**
 * The api's ALLOWED_ORIGINS as it would load them (its defaults included), with stand-ins for the secrets only Secret
 * Manager holds; none when its config has other problems.
 */
export function plannedOrigins(env: Env): string[] {
  try {
    return loadConfig(withStandInSecrets(env), readImageEngine).allowedOrigins;
  } catch (error) {
    if (error instanceof ConfigError) return [];
    throw error;
  }
}

/**
 * The worker's engine and model as it would load them on `today`, with stand-ins for its key (deployConfigProblems
 * checks the real bindings); null when its configuration has problems, which deployConfigProblems lists.
 */
export function plannedEngine(env: Env, today: Date): ImageEngineConfig | null {
  try {
    return loadWorkerConfig(withStandInSecrets(env), readImageEngine, today).imageEngine;
  } catch (error) {
    if (error instanceof ConfigError) return null;
    throw error;
  }
}

/**
 * The worker's engine, its model and that model's lifecycle in the provider's catalogue, in words, for the plan
 * (model-check.ts refuses a model that is shut down or about to be).
 */
export function engineDescription(env: Env, today: Date): string {
  const engine = plannedEngine(env, today);
  if (engine === null) return 'not loadable (see the problems below)';
  if (engine.name === 'local') return 'local (no AI: a colour grade, for development)';
  return `${engine.name}, model ${engine.model}: ${describeStanding(engineModelStanding(engine.name, engine.model, today))}`;
}
