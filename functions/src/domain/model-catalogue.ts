/**
 * Provider model catalogues as data (docs/architecture.md#image-engines): one table per provider, a row per model id
 * with its capabilities, its lifecycle and where those facts come from. Model ids go stale every month, so the rules
 * here never refuse an id only for being new: an id missing from the table runs with the provider's most conservative
 * capabilities and a warning; a deprecated one runs with a warning naming its date and replacement. Deploys refuse an id
 * whose shutdown is near or past (modelRetirement); a worker whose model is already past it fails each job with a
 * refund instead of calling it (adapters/image-engine/shut-down-guard.ts).
 */

/** A calendar day, `YYYY-MM-DD` (UTC). */
export type Day = string;

/** One model of a provider's catalogue. */
export interface CatalogueRow<Capabilities> {
  id: string;
  capabilities: Capabilities;
  released: Day | null;
  deprecatedOn: Day | null;
  shutDownOn: Day | null;
  /** What the provider recommends instead, once deprecated. */
  replacement: string | null;
  /** Where the row's facts were read (a page of the provider's docs or a file of its SDK) and on which day. */
  source: string;
  checked: Day;
  /**
   * Facts the source did not give, in words ("images per request", "lifecycle"): the row then holds the conservative
   * value for each (the catalogue's `conservative` capabilities, no known shutdown) and its model runs with a warning.
   */
  unknown?: readonly string[];
}

/** A provider's table and what an id missing from it gets. */
export interface ModelCatalogue<Capabilities> {
  provider: string;
  /** The variable that names the model, for messages. */
  variable: string;
  rows: readonly CatalogueRow<Capabilities>[];
  /** The smallest of what every listed model can do: what an id we have not heard of gets. */
  conservative: Capabilities;
}

/** What the catalogue says of one model id on one day. */
export type ModelStanding<Capabilities> =
  | { status: 'current'; capabilities: Capabilities; row: CatalogueRow<Capabilities>; warning?: string }
  | { status: 'deprecated'; capabilities: Capabilities; row: CatalogueRow<Capabilities>; warning: string }
  | { status: 'unknown'; capabilities: Capabilities; row: null; warning: string }
  | { status: 'shut-down'; row: CatalogueRow<Capabilities>; problem: string };

/** The standing of `id` on `today` (rows are compared by id, exactly). */
export function modelStanding<C>(catalogue: ModelCatalogue<C>, id: string, today: Date): ModelStanding<C> {
  const row = catalogue.rows.find((entry) => entry.id === id);
  const name = `${catalogue.variable}=${id}`;
  if (!row) {
    return {
      status: 'unknown',
      capabilities: catalogue.conservative,
      row: null,
      warning: `${name} is not in our ${catalogue.provider} model catalogue: it runs with the most conservative capabilities (check that it exists with npm run doctor, then add its row)`,
    };
  }
  const day = dayOf(today);
  const instead = row.replacement ? `; use ${row.replacement}` : '';
  if (row.shutDownOn !== null && row.shutDownOn <= day) {
    return { status: 'shut-down', row, problem: `${name} was shut down on ${row.shutDownOn}${instead}` };
  }
  if (row.deprecatedOn !== null && row.deprecatedOn <= day) {
    const until = row.shutDownOn ? ` and shuts down on ${row.shutDownOn}` : '';
    return {
      status: 'deprecated',
      capabilities: row.capabilities,
      row,
      warning: `${name} was deprecated on ${row.deprecatedOn}${until}${instead}`,
    };
  }
  if (row.unknown?.length) {
    const warning =
      `${name}: the provider does not publish its ${row.unknown.join(', ')}; it runs with the conservative value for ` +
      `each and no known shutdown (${row.source}, checked ${row.checked})`;
    return { status: 'current', capabilities: row.capabilities, row, warning };
  }
  return { status: 'current', capabilities: row.capabilities, row };
}

/** The standing in words, for the deploy plan: "current (released 2026-10-06; source …)". */
export function describeStanding<C>(standing: ModelStanding<C>): string {
  switch (standing.status) {
    case 'current':
      if (standing.warning) return `current, with unknowns: ${standing.warning}`;
      return `current${standing.row.released ? `, released ${standing.row.released}` : ''} (${standing.row.source}, checked ${standing.row.checked})`;
    case 'deprecated':
      return `DEPRECATED: ${standing.warning}`;
    case 'unknown':
      return `UNKNOWN: ${standing.warning}`;
    case 'shut-down':
      return `SHUT DOWN: ${standing.problem}`;
  }
}

/** How many days before its shutdown a deploy (deploy:check, doctor) refuses a model: time to switch and deploy again. */
export const RETIRING_WITHIN_DAYS = 14;

/** Why a deploy should refuse a model, and whether it is already shut down (no override deploys those). */
export interface ModelRetirement {
  shutDown: boolean;
  problem: string;
}

/**
 * Whether `id` shuts down within `withinDays` of `today` or already has, naming the day and the replacement; null when
 * it does not, and for an id the table does not know (its shutdown is unknown: modelStanding warns, nothing refuses).
 */
export function modelRetirement<C>(
  catalogue: ModelCatalogue<C>,
  id: string,
  today: Date,
  withinDays = RETIRING_WITHIN_DAYS,
): ModelRetirement | null {
  const standing = modelStanding(catalogue, id, today);
  if (standing.status === 'shut-down') return { shutDown: true, problem: standing.problem };
  const shutDownOn = standing.row?.shutDownOn ?? null;
  if (shutDownOn === null) return null;
  const days = daysUntil(shutDownOn, today);
  if (days > withinDays) return null;
  const instead = standing.row?.replacement ? `; use ${standing.row.replacement}` : '';
  return {
    shutDown: false,
    problem:
      `${catalogue.variable}=${id} shuts down on ${shutDownOn}, in ${days} day${days === 1 ? '' : 's'} ` +
      `(deploys refuse a model ${withinDays} days before its shutdown)${instead}`,
  };
}

/** Whole UTC days from `today` to `day` (0 on the day itself, negative after it). */
export function daysUntil(day: Day, today: Date): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${dayOf(today)}T00:00:00Z`)) / 86_400_000);
}

/** `today` as `YYYY-MM-DD` in UTC, the form the rows are written in. */
export function dayOf(today: Date): Day {
  return today.toISOString().slice(0, 10);
}
