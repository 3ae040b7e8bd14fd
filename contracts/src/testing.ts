import { z } from 'zod';

/** Test helper: the messages a schema gives for `input`, by top-level field ('' for the whole value); {} when valid. */
export function fieldErrorsOf(schema: z.core.$ZodType, input: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
