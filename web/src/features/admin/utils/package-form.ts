import { packageCreateRequestSchema } from '@roomremix/contracts/admin-catalogue';
import { z } from 'zod';
import { dollars, optionalText, wholeNumber } from './form-fields';

const fields = packageCreateRequestSchema.shape;

/** The package form's text fields but the id, as typed (the size is a select beside them). */
const packageTerms = {
  name: fields.name,
  description: fields.description.unwrap(),
  tokenAmount: wholeNumber(fields.tokenAmount),
  priceCents: dollars(fields.priceCents),
  stripePriceId: optionalText(fields.stripePriceId.unwrap()),
};

/** The New package form: the id and its terms. */
export const packageCreateFormSchema = z.object({ id: fields.id, ...packageTerms });

/** The Edit package form: its terms (the id names the package and does not change). */
export const packageEditFormSchema = z.object(packageTerms);

/** What the package form's inputs hold. */
export type PackageFormValues = Record<keyof z.input<typeof packageCreateFormSchema>, string>;
