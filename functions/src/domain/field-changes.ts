/** The fields an edit changes, as they were and as they become. */
export interface FieldChanges<T> {
  before: Partial<T>;
  after: Partial<T>;
}

/**
 * The fields of `patch` whose values differ from `current` (JSON values: compared by their JSON text), for an
 * edit's audit entry; both sides are empty when the edit changes nothing.
 */
export function changedFields<T extends object>(current: T, patch: Partial<T>): FieldChanges<T> {
  const before: Partial<T> = {};
  const after: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) {
    if (patch[key] === undefined || JSON.stringify(patch[key]) === JSON.stringify(current[key])) continue;
    before[key] = current[key];
    after[key] = patch[key];
  }
  return { before, after };
}

/** Whether an edit changes anything. */
export function changesAnything<T>(changes: FieldChanges<T>): boolean {
  return Object.keys(changes.after).length > 0;
}
