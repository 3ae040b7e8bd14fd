import { decimalStringToCents } from '@roomremix/contracts/tokens';
import { z } from 'zod';
import { ADMIN_TEXTS } from '../texts';

// Text inputs of the catalogue forms turned into the values the admin API's schemas check. Each only reads the text
// (blank, a number, dollars, a local time); the rules of the value itself stay the contract's, piped into.

/** Blank → null, else the number typed (a non-number is refused by `schema`'s own message). */
export function optionalNumber<Out>(schema: z.ZodType<Out, number | null>) {
  return z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(schema);
}

/** A whole number above 0, as typed. */
export function wholeNumber<Out>(schema: z.ZodType<Out, number>) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { error: ADMIN_TEXTS.positiveWholeNumber })
    .transform(Number)
    .pipe(schema);
}

/** Blank → null, else a whole number above 0. */
export function optionalWholeNumber<Out>(schema: z.ZodType<Out, number | null>) {
  return z
    .string()
    .trim()
    .regex(/^(\d{1,9})?$/, { error: ADMIN_TEXTS.positiveWholeNumber })
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(schema);
}

const DOLLARS = /^\d{1,8}(\.\d{1,2})?$/;

/** Dollars as typed ('9.99', '10') → cents. */
export function dollars<Out>(schema: z.ZodType<Out, number>) {
  return z
    .string()
    .trim()
    .regex(DOLLARS, { error: ADMIN_TEXTS.priceFormat })
    .transform(decimalStringToCents)
    .pipe(schema);
}

/** Blank → null, else dollars → cents. */
export function optionalDollars<Out>(schema: z.ZodType<Out, number | null>) {
  return z
    .string()
    .trim()
    .refine((text) => text === '' || DOLLARS.test(text), { error: ADMIN_TEXTS.priceFormat })
    .transform((text) => (text === '' ? null : decimalStringToCents(text)))
    .pipe(schema);
}

/** A `datetime-local` input's value (local time) → an ISO time; blank → null. */
export function optionalLocalTime<Out>(schema: z.ZodType<Out, string | null>) {
  return z
    .string()
    .trim()
    .refine((text) => text === '' || !Number.isNaN(new Date(text).getTime()), { error: ADMIN_TEXTS.dateFormat })
    .transform((text) => (text === '' ? null : new Date(text).toISOString()))
    .pipe(schema);
}

/** Blank → null, else the text trimmed. */
export function optionalText<Out>(schema: z.ZodType<Out, string | null>) {
  return z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : text))
    .pipe(schema);
}
