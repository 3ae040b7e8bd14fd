import { type ReactElement, useState } from 'react';
import type {
  AdminPackage,
  packageCreateRequestSchema,
  PackageUpdateRequest,
} from '@roomremix/contracts/admin-catalogue';
import { type PackageSize, packageSizeSchema } from '@roomremix/contracts/enums';
import { centsToDecimalString } from '@roomremix/contracts/tokens';
import type { z } from 'zod';
import { SelectField } from '@/components/ui/select-field';
import type { CatalogueUpdate } from '../api/catalogue-mutations';
import { useCreatePackage } from '../api/create-package';
import { useUpdatePackage } from '../api/update-package';
import { ADMIN_TEXTS } from '../texts';
import { packageCreateFormSchema, packageEditFormSchema, type PackageFormValues } from '../utils/package-form';
import { CatalogueForm, type CatalogueFormSpec } from './catalogue-form';
import type { FieldSpec } from './form-field';

type TermName = Exclude<keyof PackageFormValues, 'id'>;

const SIZE_OPTIONS = packageSizeSchema.options.map((size) => ({ value: size, label: size }));

/** The size, a select beside the text fields of `useContractForm`, as the form holds it. */
interface SizeChoice {
  size: PackageSize;
  onSizeChange: (size: PackageSize) => void;
}

/** A package's terms: name, size, description, tokens, price and the Stripe price it mirrors. */
function termFields({ size, onSizeChange }: SizeChoice): (FieldSpec<TermName> | ReactElement)[] {
  return [
    { name: 'name', label: 'Name' },
    <SelectField key="size" label="Size" value={size} options={SIZE_OPTIONS} onChange={onSizeChange} />,
    { name: 'tokenAmount', label: 'Tokens', inputMode: 'numeric' },
    { name: 'priceCents', label: 'Price ($)', inputMode: 'decimal', help: ADMIN_TEXTS.packages.priceHelp },
    { name: 'description', label: 'Description' },
    {
      name: 'stripePriceId',
      label: 'Stripe price id',
      help: ADMIN_TEXTS.packages.stripeHelp,
      placeholder: 'price_…',
    },
  ];
}

/** New package: an id and its terms; on sale at once. A taken id is said under Id. */
function newPackage(
  choice: SizeChoice,
): CatalogueFormSpec<typeof packageCreateFormSchema, z.input<typeof packageCreateRequestSchema>> {
  return {
    label: ADMIN_TEXTS.packages.create,
    schema: packageCreateFormSchema,
    initialValues: { id: '', name: '', description: '', tokenAmount: '', priceCents: '', stripePriceId: '' },
    fields: [{ name: 'id', label: 'Id', placeholder: 'e.g. mega' }, ...termFields(choice)],
    toRequest: (terms) => ({ ...terms, size: choice.size }),
  };
}

/** Edit package: its terms, sent whole (the server records only what changed). */
function editPackage(
  pack: AdminPackage,
  choice: SizeChoice,
): CatalogueFormSpec<typeof packageEditFormSchema, CatalogueUpdate<PackageUpdateRequest>> {
  return {
    label: ADMIN_TEXTS.packages.edit,
    schema: packageEditFormSchema,
    initialValues: {
      name: pack.name,
      description: pack.description,
      tokenAmount: String(pack.tokenAmount),
      priceCents: centsToDecimalString(pack.priceCents),
      stripePriceId: pack.stripePriceId ?? '',
    },
    fields: termFields(choice),
    toRequest: (terms) => ({ id: pack.id, patch: { ...terms, size: choice.size } }),
  };
}

/** New package. */
export function NewPackageForm({ onDone }: { onDone: () => void }) {
  const create = useCreatePackage();
  const [size, setSize] = useState<PackageSize>('small');
  const spec = newPackage({ size, onSizeChange: setSize });
  return <CatalogueForm spec={spec} save={create} failed={ADMIN_TEXTS.packages.failed} onDone={onDone} />;
}

/** Edit package: the package's terms. */
export function EditPackageForm({ item, onDone }: { item: AdminPackage; onDone: () => void }) {
  const update = useUpdatePackage();
  const [size, setSize] = useState<PackageSize>(item.size);
  const spec = editPackage(item, { size, onSizeChange: setSize });
  return <CatalogueForm spec={spec} save={update} failed={ADMIN_TEXTS.packages.failed} onDone={onDone} />;
}
