import { readImageEngine } from '../../functions/src/adapters/image-engine/engine-config';
import { engineModelStanding } from '../../functions/src/adapters/image-engine/model-catalogues';
import { ConfigError, loadConfig, loadWorkerConfig } from '../../functions/src/config';
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
 * The worker's engine, its model and that model's lifecycle in the provider's catalogue, in words, for the plan. The
 * keys are stand-ins: deployConfigProblems checks the real bindings, and names a model that is shut down.
 */
export function engineDescription(env: Env, today: Date): string {
  try {
    const engine = loadWorkerConfig(withStandInSecrets(env), readImageEngine, today).imageEngine;
    if (engine.name === 'local') return 'local (no AI: a colour grade, for development)';
    return `${engine.name}, model ${engine.model}: ${describeStanding(engineModelStanding(engine.name, engine.model, today))}`;
  } catch (error) {
    if (error instanceof ConfigError) return 'not loadable (see the problems below)';
    throw error;
  }
}
