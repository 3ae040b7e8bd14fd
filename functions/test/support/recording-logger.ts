import type { LogFields, Logger } from '../../src/adapters/logging/logger';

/** One entry written through a RecordingLogger, with the fields bound by `child` merged in. */
export interface RecordedEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  fields: LogFields;
  error?: unknown;
}

/** A Logger that keeps entries in memory, so tests can assert what the API logs (and keep test output quiet). */
export interface RecordingLogger extends Logger {
  readonly entries: RecordedEntry[];
}

/** A RecordingLogger whose children all write into the same `entries`. */
export function createRecordingLogger(): RecordingLogger {
  const entries: RecordedEntry[] = [];
  const bind = (bound: LogFields): Logger => ({
    info: (message, fields) => entries.push({ level: 'info', message, fields: { ...bound, ...fields } }),
    warn: (message, fields) => entries.push({ level: 'warn', message, fields: { ...bound, ...fields } }),
    error: (message, error, fields) =>
      entries.push({ level: 'error', message, error, fields: { ...bound, ...fields } }),
    child: (fields) => bind({ ...bound, ...fields }),
  });
  return { ...bind({}), entries };
}
