import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { z } from 'zod';

type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

function firstErrorPerField<Name extends string>(error: z.ZodError): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Name;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A form of text fields checked with a contracts schema: the schema's messages show under the fields once the form
 * was submitted, and then follow every change. `handleSubmit` calls `onValid` with the parsed values only.
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  schema: Schema,
  initialValues: Record<keyof z.input<Schema> & string, string>,
) {
  type Name = keyof typeof initialValues;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (next: typeof values): FieldErrors<Name> => {
    const result = schema.safeParse(next);
    return result.success ? {} : firstErrorPerField<Name>(result.error);
  };

  const field = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors(check(next));
    },
  });

  const handleSubmit = (onValid: (parsed: z.output<Schema>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = schema.safeParse(values);
    setErrors(result.success ? {} : firstErrorPerField<Name>(result.error));
    if (result.success) onValid(result.data);
  };

  return { field, errors, handleSubmit };
}
