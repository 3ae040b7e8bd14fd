import { PROVIDER_VARIABLES } from '../../functions/src/adapters/image-engine/engine-config';
import { engineModelRetirement, engineModelStanding } from '../../functions/src/adapters/image-engine/model-catalogues';
import type { ImageEngineConfig } from '../../functions/src/config';
import { daysUntil, RETIRING_WITHIN_DAYS } from '../../functions/src/domain/model-catalogue';
import type { CheckResult } from './google-rest';

/** The day the doctor judges shutdowns on, and whether --allow-retiring-model was given (an emergency deploy). */
export interface RetirementOptions {
  today: Date;
  allowRetiringModel: boolean;
}

const FLAG = '--allow-retiring-model makes this a warning in an emergency';

/**
 * 2. The engine's model, by our catalogue (domain/model-catalogue.ts `modelRetirement`), is neither shut down nor
 * shutting down within 14 days, as deploy:check demands. What the catalogue warns of otherwise (a deprecation, an id
 * it does not know, facts its row leaves unknown, so no known shutdown) is a warning.
 */
export function checkModelRetirement(engine: ImageEngineConfig, options: RetirementOptions): CheckResult {
  if (engine.name === 'local') return { status: 'skip', title: 'image engine: local, no model to retire' };
  const title = `image engine: ${engine.model} does not shut down within ${RETIRING_WITHIN_DAYS} days (our model catalogue)`;
  const variable = PROVIDER_VARIABLES[engine.name].model;
  const retirement = engineModelRetirement(engine.name, engine.model, options.today);
  if (retirement === null) {
    const standing = engineModelStanding(engine.name, engine.model, options.today);
    const warning = standing.status === 'shut-down' ? undefined : standing.warning;
    if (!warning) return { status: 'pass', title };
    return {
      status: 'warn',
      title,
      detail: warning,
      fix: `read the model's lifecycle on ${engine.name}'s deprecations page and complete its row in functions/src/adapters/image-engine/${engine.name}/${engine.name}-catalogue.ts, or set ${variable} to a model the catalogue knows`,
    };
  }
  const switchModel = `set ${variable} in functions/.env.<project> to the replacement, run npm run deploy:check and deploy`;
  if (retirement.shutDown) {
    return {
      status: 'fail',
      title,
      detail: retirement.problem,
      fix: `${switchModel}: until then the worker fails every remix with its refund`,
    };
  }
  return options.allowRetiringModel
    ? { status: 'warn', title, detail: retirement.problem, fix: switchModel }
    : { status: 'fail', title, detail: retirement.problem, fix: `${switchModel}; ${FLAG}` };
}

/**
 * What the engine check makes of a shutdown date the provider itself announces (OpenAI's `shutdown_date`): a failure
 * within 14 days, as deploy:check refuses such a model, unless --allow-retiring-model; a warning further off.
 */
export function announcedShutdown(
  title: string,
  model: string,
  shutdownDate: string,
  options: RetirementOptions,
): CheckResult {
  const fix =
    'choose a successor (https://platform.openai.com/docs/deprecations) and set OPENAI_IMAGE_MODEL before that date';
  const days = daysUntil(shutdownDate, options.today);
  if (days > RETIRING_WITHIN_DAYS) {
    return { status: 'warn', title, detail: `OpenAI shuts ${model} down on ${shutdownDate}`, fix };
  }
  const detail =
    `OpenAI shuts ${model} down on ${shutdownDate}, in ${days} day${days === 1 ? '' : 's'} ` +
    `(deploys refuse a model ${RETIRING_WITHIN_DAYS} days before its shutdown)`;
  return options.allowRetiringModel
    ? { status: 'warn', title, detail, fix }
    : { status: 'fail', title, detail, fix: `${fix}; ${FLAG}` };
}
