import { couponCreateRequestSchema, hasDiscount } from '@roomremix/contracts/admin-catalogue';
import { ADMIN_MESSAGES } from '@roomremix/contracts/messages';
import { z } from 'zod';
import { optionalDollars, optionalLocalTime, optionalNumber, optionalWholeNumber, wholeNumber } from './form-fields';

const fields = couponCreateRequestSchema.shape;

/** The coupon form's fields but the code, as typed; the values are the create request's own rules. */
const couponTerms = {
  percentOff: optionalNumber(fields.percentOff.unwrap()),
  amountOffCents: optionalDollars(fields.amountOffCents.unwrap()),
  expiresAt: optionalLocalTime(fields.expiresAt.unwrap()),
  maxRedemptions: optionalWholeNumber(fields.maxRedemptions.unwrap()),
  maxPerUser: wholeNumber(fields.maxPerUser.unwrap()),
};

const needsDiscount = { error: ADMIN_MESSAGES.couponNeedsDiscount, path: ['percentOff'] };

/** The New coupon form: the code and its terms. */
export const couponCreateFormSchema = z
  .object({ code: fields.code, ...couponTerms })
  .refine(hasDiscount, needsDiscount);

/** The Edit coupon form: its terms (the code names the coupon and does not change). */
export const couponEditFormSchema = z.object(couponTerms).refine(hasDiscount, needsDiscount);

/** What the coupon form's inputs hold. */
export type CouponFormValues = Record<keyof z.input<typeof couponCreateFormSchema>, string>;
