import type { Logger } from '../../src/adapters/logging/logger';

/** A logger that keeps what it was told, for unit tests that run use-cases without Cloud Logging. */
export function quietLogger(entries: string[] = []): Logger {
  const logger: Logger = {
    info: (message) => void entries.push(message),
    warn: (message) => void entries.push(message),
    error: (message) => void entries.push(message),
    child: () => logger,
  };
  return logger;
}
