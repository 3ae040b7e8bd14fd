/** A problem the developer can fix (missing Java, a busy port): printed as one sentence, never a stack trace. */
export class SetupError extends Error {
  override readonly name = 'SetupError';
}
