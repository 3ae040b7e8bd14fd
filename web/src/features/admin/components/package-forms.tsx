import { useState } from 'react';
import type { AdminPackage } from '@roomremix/contracts/admin-catalogue';
import { type PackageSize, packageSizeSchema } from '@roomremix/contracts/enums';
import { centsToDecimalString } from '@roomremix/contracts/tokens';
import { SelectField } from '@/components/ui/select-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreatePackage } from '../api/create-package';
import { useUpdatePackage } from '../api/update-package';
import { ADMIN_TEXTS } from '../texts';
import { packageCreateFormSchema, packageEditFormSchema, type PackageFormValues } from '../utils/package-form';
import { reportRefusal } from '../utils/report-refusal';
import { CatalogueForm } from './catalogue-form';
import { FormField, type InputBinding } from './form-field';

type TermName = Exclude<keyof PackageFormValues, 'id'>;

interface TermsProps {
  field: (name: TermName) => InputBinding;
  errors: Partial<Record<TermName, string>>;
  size: PackageSize;
  onSizeChange: (size: PackageSize) => void;
}

const SIZE_OPTIONS = packageSizeSchema.options.map((size) => ({ value: size, label: size }));

/** A package's terms: name, size, description, tokens, price and the Stripe price it mirrors. */
function PackageTerms({ field, errors, size, onSizeChange }: TermsProps) {
  return (
    <>
      <FormField label="Name" error={errors.name} {...field('name')} />
      <SelectField label="Size" value={size} options={SIZE_OPTIONS} onChange={onSizeChange} />
      <FormField label="Tokens" inputMode="numeric" error={errors.tokenAmount} {...field('tokenAmount')} />
      <FormField
        label="Price ($)"
        inputMode="decimal"
        help={ADMIN_TEXTS.packages.priceHelp}
        error={errors.priceCents}
        {...field('priceCents')}
      />
      <FormField label="Description" error={errors.description} {...field('description')} />
      <FormField
        label="Stripe price id"
        help={ADMIN_TEXTS.packages.stripeHelp}
        error={errors.stripePriceId}
        placeholder="price_…"
        {...field('stripePriceId')}
      />
    </>
  );
}

const FIELD_NAMES: readonly (keyof PackageFormValues)[] = [
  'id',
  'name',
  'description',
  'tokenAmount',
  'priceCents',
  'stripePriceId',
];

/** New package: an id and its terms; on sale at once. A taken id is said under Id. */
export function CreatePackageForm({ onDone }: { onDone: () => void }) {
  const create = useCreatePackage();
  const [size, setSize] = useState<PackageSize>('small');
  const { field, errors, handleSubmit, showServerErrors } = useSchemaForm(packageCreateFormSchema, {
    id: '',
    name: '',
    description: '',
    tokenAmount: '',
    priceCents: '',
    stripePriceId: '',
  });
  const save = handleSubmit(async (terms) => {
    try {
      await create.mutateAsync({ ...terms, size });
      onDone();
    } catch (error) {
      reportRefusal(error, { fieldNames: FIELD_NAMES, showServerErrors }, ADMIN_TEXTS.packages.failed);
    }
  });
  return (
    <CatalogueForm label={ADMIN_TEXTS.packages.create} onSubmit={save} onCancel={onDone} isSaving={create.isPending}>
      <FormField label="Id" error={errors.id} placeholder="e.g. mega" {...field('id')} />
      <PackageTerms field={field} errors={errors} size={size} onSizeChange={setSize} />
    </CatalogueForm>
  );
}

/** Edit package: its terms, sent whole (the server records only what changed). */
export function EditPackageForm({ pack, onDone }: { pack: AdminPackage; onDone: () => void }) {
  const update = useUpdatePackage();
  const [size, setSize] = useState<PackageSize>(pack.size);
  const { field, errors, handleSubmit, showServerErrors } = useSchemaForm(packageEditFormSchema, {
    name: pack.name,
    description: pack.description,
    tokenAmount: String(pack.tokenAmount),
    priceCents: centsToDecimalString(pack.priceCents),
    stripePriceId: pack.stripePriceId ?? '',
  });
  const save = handleSubmit(async (terms) => {
    try {
      await update.mutateAsync({ id: pack.id, patch: { ...terms, size } });
      onDone();
    } catch (error) {
      reportRefusal(error, { fieldNames: FIELD_NAMES, showServerErrors }, ADMIN_TEXTS.packages.failed);
    }
  });
  return (
    <CatalogueForm label={ADMIN_TEXTS.packages.edit} onSubmit={save} onCancel={onDone} isSaving={update.isPending}>
      <PackageTerms field={field} errors={errors} size={size} onSizeChange={setSize} />
    </CatalogueForm>
  );
}
