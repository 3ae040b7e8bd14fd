import type { AdminCoupon } from '@roomremix/contracts/admin-catalogue';
import { centsToDecimalString } from '@roomremix/contracts/tokens';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import { ADMIN_TEXTS } from '../texts';
import { couponCreateFormSchema, couponEditFormSchema, type CouponFormValues } from '../utils/coupon-form';
import { toDateTimeLocal } from '../utils/format';
import { reportRefusal } from '../utils/report-refusal';
import { CatalogueForm } from './catalogue-form';
import { FormField, type InputBinding } from './form-field';

type TermName = Exclude<keyof CouponFormValues, 'code'>;

interface TermsProps {
  field: (name: TermName) => InputBinding;
  errors: Partial<Record<TermName, string>>;
}

/** A coupon's terms: what it takes off, until when, how often. */
function CouponTerms({ field, errors }: TermsProps) {
  return (
    <>
      <FormField label="Percent off" inputMode="decimal" error={errors.percentOff} {...field('percentOff')} />
      <FormField
        label="Amount off ($)"
        inputMode="decimal"
        help={ADMIN_TEXTS.coupons.amountHelp}
        error={errors.amountOffCents}
        {...field('amountOffCents')}
      />
      <FormField
        label="Expires"
        type="datetime-local"
        help={ADMIN_TEXTS.coupons.expiresHelp}
        error={errors.expiresAt}
        {...field('expiresAt')}
      />
      <FormField
        label="Max redemptions"
        inputMode="numeric"
        help={ADMIN_TEXTS.coupons.maxRedemptionsHelp}
        error={errors.maxRedemptions}
        {...field('maxRedemptions')}
      />
      <FormField label="Max per user" inputMode="numeric" error={errors.maxPerUser} {...field('maxPerUser')} />
    </>
  );
}

const FIELD_NAMES: readonly (keyof CouponFormValues)[] = [
  'code',
  'percentOff',
  'amountOffCents',
  'expiresAt',
  'maxRedemptions',
  'maxPerUser',
];

/** New coupon: a code and its terms; active at once. A taken code is said under Code. */
export function CreateCouponForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCoupon();
  const { field, errors, handleSubmit, showServerErrors } = useSchemaForm(couponCreateFormSchema, {
    code: '',
    percentOff: '',
    amountOffCents: '',
    expiresAt: '',
    maxRedemptions: '',
    maxPerUser: '1',
  });
  const save = handleSubmit(async (request) => {
    try {
      await create.mutateAsync(request);
      onDone();
    } catch (error) {
      reportRefusal(error, { fieldNames: FIELD_NAMES, showServerErrors }, ADMIN_TEXTS.coupons.failed);
    }
  });
  return (
    <CatalogueForm label={ADMIN_TEXTS.coupons.create} onSubmit={save} onCancel={onDone} isSaving={create.isPending}>
      <FormField label="Code" error={errors.code} placeholder="e.g. SPRING20" {...field('code')} />
      <CouponTerms field={field} errors={errors} />
    </CatalogueForm>
  );
}

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
export function EditCouponForm({ coupon, onDone }: { coupon: AdminCoupon; onDone: () => void }) {
  const update = useUpdateCoupon();
  const initial = termsOf(coupon);
  const { field, errors, handleSubmit, showServerErrors } = useSchemaForm(couponEditFormSchema, initial);
  const save = handleSubmit(async (terms) => {
    // The input holds minutes: an expiry left as it was is sent as stored, not rounded to the minute.
    const expiresAt = field('expiresAt').value === initial.expiresAt ? coupon.expiresAt : terms.expiresAt;
    try {
      await update.mutateAsync({ code: coupon.code, patch: { ...terms, expiresAt } });
      onDone();
    } catch (error) {
      reportRefusal(error, { fieldNames: FIELD_NAMES, showServerErrors }, ADMIN_TEXTS.coupons.failed);
    }
  });
  return (
    <CatalogueForm label={ADMIN_TEXTS.coupons.edit} onSubmit={save} onCancel={onDone} isSaving={update.isPending}>
      <CouponTerms field={field} errors={errors} />
    </CatalogueForm>
  );
}
