import * as functionsLogger from 'firebase-functions/logger';

/** Structured fields of a log entry; Cloud Logging puts them in the entry's jsonPayload. */
export type LogFields = Record<string, unknown>;

/** The logger every layer receives; `child` binds fields such as the request id to every later entry. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  /** Logs `error` with its stack, which Error Reporting uses to group entries. */
  error(message: string, error: unknown, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

/** A Logger writing structured entries through firebase-functions/logger (stdout JSON that Cloud Logging parses). */
export function createLogger(bound: LogFields = {}): Logger {
  return {
    info: (message, fields) => functionsLogger.info(message, { ...bound, ...fields }),
    warn: (message, fields) => functionsLogger.warn(message, { ...bound, ...fields }),
    // The SDK formats an Error argument with its stack and takes a trailing plain object as the structured fields.
    error: (message, error, fields) => functionsLogger.error(message, error, { ...bound, ...fields }),
    child: (fields) => createLogger({ ...bound, ...fields }),
  };
}
