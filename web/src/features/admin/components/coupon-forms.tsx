import type { AdminCoupon, couponCreateRequestSchema, CouponUpdateRequest } from '@roomremix/contracts/admin-catalogue';
import { centsToDecimalString } from '@roomremix/contracts/tokens';
import type { z } from 'zod';
import type { CatalogueUpdate } from '../api/catalogue-mutations';
import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import { ADMIN_TEXTS } from '../texts';
import { couponCreateFormSchema, couponEditFormSchema, type CouponFormValues } from '../utils/coupon-form';
import { toDateTimeLocal } from '../utils/format';
import { CatalogueForm, type CatalogueFormSpec } from './catalogue-form';
import type { FieldSpec } from './form-field';

type TermName = Exclude<keyof CouponFormValues, 'code'>;

/** A coupon's terms: what it takes off, until when, how often. */
const TERM_FIELDS: FieldSpec<TermName>[] = [
  { name: 'percentOff', label: 'Percent off', inputMode: 'decimal' },
  { name: 'amountOffCents', label: 'Amount off ($)', inputMode: 'decimal', help: ADMIN_TEXTS.coupons.amountHelp },
  { name: 'expiresAt', label: 'Expires', type: 'datetime-local', help: ADMIN_TEXTS.coupons.expiresHelp },
  {
    name: 'maxRedemptions',
    label: 'Max redemptions',
    inputMode: 'numeric',
    help: ADMIN_TEXTS.coupons.maxRedemptionsHelp,
  },
  { name: 'maxPerUser', label: 'Max per user', inputMode: 'numeric' },
];

const NEW_COUPON: CatalogueFormSpec<typeof couponCreateFormSchema, z.input<typeof couponCreateRequestSchema>> = {
  label: ADMIN_TEXTS.coupons.create,
  schema: couponCreateFormSchema,
  initialValues: { code: '', percentOff: '', amountOffCents: '', expiresAt: '', maxRedemptions: '', maxPerUser: '1' },
  fields: [{ name: 'code', label: 'Code', placeholder: 'e.g. SPRING20' }, ...TERM_FIELDS],
  toRequest: (request) => request,
};

/** The coupon's terms as the form's inputs show them. */
function termsOf(coupon: AdminCoupon): Record<TermName, string> {
  return {
    percentOff: coupon.percentOff === null ? '' : String(coupon.percentOff),
    amountOffCents: coupon.amountOffCents === null ? '' : centsToDecimalString(coupon.amountOffCents),
    expiresAt: toDateTimeLocal(coupon.expiresAt),
    maxRedemptions: coupon.maxRedemptions === null ? '' : String(coupon.maxRedemptions),
    maxPerUser: String(coupon.maxPerUser),
  };
}

/** Edit coupon: its terms, sent whole (the server records only what changed). */
function editCoupon(
  coupon: AdminCoupon,
): CatalogueFormSpec<typeof couponEditFormSchema, CatalogueUpdate<CouponUpdateRequest>> {
  const initialValues = termsOf(coupon);
  return {
    label: ADMIN_TEXTS.coupons.edit,
    schema: couponEditFormSchema,
    initialValues,
    fields: TERM_FIELDS,
    toRequest: (terms, typed) => {
      // The input holds minutes: an expiry left as it was is sent as stored, not rounded to the minute.
      const expiresAt = typed.expiresAt === initialValues.expiresAt ? coupon.expiresAt : terms.expiresAt;
      return { id: coupon.code, patch: { ...terms, expiresAt } };
    },
  };
}

/** New coupon: a code and its terms; active at once. A taken code is said under Code. */
export function NewCouponForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCoupon();
  return <CatalogueForm spec={NEW_COUPON} save={create} failed={ADMIN_TEXTS.coupons.failed} onDone={onDone} />;
}

/** Edit coupon: the coupon's terms. */
export function EditCouponForm({ item, onDone }: { item: AdminCoupon; onDone: () => void }) {
  const update = useUpdateCoupon();
  return <CatalogueForm spec={editCoupon(item)} save={update} failed={ADMIN_TEXTS.coupons.failed} onDone={onDone} />;
}
