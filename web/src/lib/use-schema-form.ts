import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { readApiErrorBody } from './api-error-body';

type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

function firstErrorPerField<Name extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FieldErrors<Name> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Name;
    errors[field] ??= issue.message;
  }
  return errors;
}

function without<Name extends string>(errors: FieldErrors<Name>, name: Name): FieldErrors<Name> {
  if (errors[name] === undefined) return errors;
  const rest = { ...errors };
  delete rest[name];
  return rest;
}

/**
 * A form of text fields checked with a contracts schema: the schema's messages show under the fields once the form
 * was submitted, and then follow every change. `handleSubmit` calls `onValid` with the parsed values only, or moves
 * the focus to the first field in error. `showServerErrors` puts the issues of a refused request (`{ path, message }`
 * in the API's error body) under their fields, focusing the first; each goes once its field is edited.
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  schema: Schema,
  initialValues: Record<keyof z.input<Schema> & string, string>,
) {
  type Name = keyof typeof initialValues;
  const names = Object.keys(initialValues) as Name[];
  const [values, setValues] = useState(initialValues);
  const [checkErrors, setCheckErrors] = useState<FieldErrors<Name>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<Name>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<Name, HTMLInputElement>());

  const check = (next: typeof values): FieldErrors<Name> => {
    const result = schema.safeParse(next);
    return result.success ? {} : firstErrorPerField<Name>(result.error.issues);
  };

  const focusFirst = (errors: FieldErrors<Name>) => {
    const first = names.find((name) => errors[name] !== undefined);
    if (first !== undefined) inputs.current.get(first)?.focus();
  };

  const field = (name: Name) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      setServerErrors((current) => without(current, name));
      if (submitted) setCheckErrors(check(next));
    },
  });

  const handleSubmit = (onValid: (parsed: z.output<Schema>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    const result = schema.safeParse(values);
    const errors = result.success ? {} : firstErrorPerField<Name>(result.error.issues);
    setCheckErrors(errors);
    if (result.success) onValid(result.data);
    else focusFirst(errors);
  };

  const showServerErrors = (error: unknown) => {
    const issues = (readApiErrorBody(error)?.issues ?? []).filter((issue) => names.includes(issue.path as Name));
    const errors = firstErrorPerField<Name>(issues.map((issue) => ({ path: [issue.path], message: issue.message })));
    setServerErrors(errors);
    focusFirst(errors);
  };

  return { field, errors: { ...serverErrors, ...checkErrors }, handleSubmit, showServerErrors };
}
