import { useEffect, useEffectEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useController,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { readApiErrorBody } from './api-error-body';

/** What a form of text fields holds: each field's text as typed. */
type TypedValues<Schema extends z.ZodObject> = Record<keyof z.input<Schema> & string, string>;

/** The name of a field of a `useContractForm` form of `Schema`. */
export type ContractFieldName<Schema extends z.ZodObject> = FieldPath<TypedValues<Schema>>;

/**
 * A form of text fields checked with a contracts schema (react-hook-form with the schema as its resolver): the
 * schema's messages show under the fields once the form was submitted, and then follow every change; a submit in
 * error moves the focus to the first field in error, a valid one hands `handleSubmit`'s callback the parsed values.
 * `showServerErrors` puts the issues of a refused request (`{ path, message }` in the API's error body) under their
 * fields, focusing the first; each goes once its field is edited.
 */
export function useContractForm<Schema extends z.ZodObject>(schema: Schema, defaultValues: TypedValues<Schema>) {
  type Name = ContractFieldName<Schema>;
  const names = Object.keys(defaultValues) as Name[];
  // Every field of the form holds text, so the values it checks are the schema's input.
  const resolver = zodResolver(schema) as unknown as Resolver<TypedValues<Schema>, unknown, z.output<Schema>>;
  const form = useForm<TypedValues<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TypedValues<Schema>>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { subscribe, trigger, getFieldState, setError } = form;

  // react-hook-form checks again only the field edited; a rule across fields (a coupon must take something off) is
  // said under another one, so after a submit every edit checks the others too, but leaves a server's issue alone.
  const checkOthers = useEffectEvent((edited: string) => {
    const others = names.filter((name) => name !== edited && getFieldState(name).error?.type !== 'server');
    if (others.length > 0) void trigger(others);
  });
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, isSubmitted }) => {
          if (isSubmitted && name !== undefined) checkOthers(name);
        },
      }),
    [subscribe],
  );

  const showServerErrors = (error: unknown) => {
    const issues = readApiErrorBody(error)?.issues ?? [];
    const firstPerField = names.flatMap((name) => issues.find((issue) => issue.path === name) ?? []);
    firstPerField.forEach(({ path, message }, index) => {
      setError(path as Name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  };

  return { ...form, showServerErrors };
}

/**
 * One field of a `useContractForm` form, as a controlled input takes it (controlled, so a prerendered field keeps what
 * was typed before the app took over: KeptInput), and the message to show under it.
 */
export function useContractField<Values extends FieldValues, Output>(
  control: Control<Values, unknown, Output>,
  name: FieldPath<Values>,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    input: { name: field.name, value: field.value as string, onChange: field.onChange, ref: field.ref },
    error: fieldState.error?.message,
  };
}
