/** Where the server reads the time: one type for every clock, so a test can fix or step the time of any use-case. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The time on the clock a use-case was given, or the system's. */
export function nowOf(deps: { now?: Clock | undefined }): Date {
  return (deps.now ?? systemClock)();
}
