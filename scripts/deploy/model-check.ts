import { PROVIDER_VARIABLES } from '../../functions/src/adapters/image-engine/engine-config';
import { engineModelRetirement } from '../../functions/src/adapters/image-engine/model-catalogues';
import { plannedEngine } from './planned-config';

type Env = Readonly<Record<string, string>>;

/** What deploy:check says of the worker's model: problems fail it, warnings are printed. */
export interface ModelCheck {
  problems: string[];
  warnings: string[];
}

/**
 * Refuses a deploy whose worker model shuts down within 14 days (domain/model-catalogue.ts `modelRetirement`), naming
 * the replacement, unless `allowRetiringModel` (--allow-retiring-model, for an emergency) turns that into a warning. A
 * model already shut down is refused whatever the flag: its worker would fail every remix. A configuration that does
 * not load is left to its own problems (config-check.ts).
 */
export function retiringModelCheck(env: Env, today: Date, options: { allowRetiringModel: boolean }): ModelCheck {
  const none: ModelCheck = { problems: [], warnings: [] };
  const engine = plannedEngine(env, today);
  if (engine === null || engine.name === 'local') return none;
  const retirement = engineModelRetirement(engine.name, engine.model, today);
  if (retirement === null) return none;
  const variable = PROVIDER_VARIABLES[engine.name].model;
  if (retirement.shutDown) {
    return {
      problems: [
        `${retirement.problem}. Set ${variable} in functions/.env.<project> (a deployed worker fails every remix with its refund)`,
      ],
      warnings: [],
    };
  }
  if (options.allowRetiringModel) {
    return {
      problems: [],
      warnings: [`--allow-retiring-model: deploying anyway, though ${retirement.problem}`],
    };
  }
  return {
    problems: [
      `${retirement.problem}. Set ${variable} in functions/.env.<project>, or pass --allow-retiring-model to deploy ` +
        'it anyway in an emergency',
    ],
    warnings: [],
  };
}
