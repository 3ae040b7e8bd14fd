/**
 * The base of an error class named `name`: `class JobBusyError extends namedError('JobBusyError') {}`. The name is
 * written out, not read from the class, because the bundle may rename a class (esbuild renames clashing names).
 */
export function namedError<const Name extends string>(name: Name) {
  return class extends Error {
    override readonly name = name;
  };
}
