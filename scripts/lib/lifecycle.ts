import { constants } from 'node:os';
import { SetupError } from './errors';
import { stopAllProcesses } from './processes';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

let exiting: Promise<never> | undefined;
let interrupted = false;

/**
 * Makes a signal (Ctrl-C, `timeout`, a process manager) stop every process the script started, at whatever stage it
 * is, then exit as the signal would (128 + its number). Call it before starting anything.
 */
export function stopEverythingOnSignals(): void {
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (!interrupted) console.log(`\n${signal}: stopping every process this script started...`);
      interrupted = true;
      void exitAfterStopping(128 + constants.signals[signal]);
    });
  }
}

/** Stops every process the script started, then exits with `code`; later calls wait for the first one's exit. */
export function exitAfterStopping(code: number): Promise<never> {
  exiting ??= stopAllProcesses().then(() => process.exit(code));
  return exiting;
}

/**
 * The end of a script that failed: prints why, then stops everything and exits 1. Quiet once the script is already
 * stopping: a signal or an earlier failure breaks the steps still under way, and their errors say nothing new.
 */
export function exitWithError(error: unknown): Promise<never> {
  if (!interrupted && !exiting) console.error(error instanceof SetupError ? error.message : error);
  return exitAfterStopping(1);
}
