import type { AdminPackage, PackageUpdateRequest } from '@roomremix/contracts/admin-catalogue';
import { Badge } from '@chakra-ui/react/badge';
import { Text } from '@chakra-ui/react/text';
import type { Column } from '@/components/ui/data-table';
import { useAdminPackages } from '../api/get-packages';
import { useUpdatePackage } from '../api/update-package';
import { formatCents } from '@/lib/format-cents';
import type { Catalogue } from './catalogue';
import { CataloguePage } from './catalogue-page';
import { CellNote } from './cell-note';
import { EditPackageForm, NewPackageForm } from './package-forms';

/** A package's name over its id, size, tokens, price, whether it is on sale and its Stripe price. */
const PACKAGE_COLUMNS: Column<AdminPackage>[] = [
  {
    header: 'Package',
    cell: (pack) => (
      <>
        <Text fontWeight="medium">{pack.name}</Text>
        <CellNote fontFamily="mono">{pack.id}</CellNote>
      </>
    ),
  },
  { header: 'Size', cell: (pack) => pack.size },
  { header: 'Tokens', align: 'end', cell: (pack) => pack.tokenAmount },
  { header: 'Price', align: 'end', cell: (pack) => formatCents(pack.priceCents) },
  {
    header: 'State',
    cell: (pack) => (
      <Badge colorPalette={pack.isActive ? 'green' : 'gray'}>{pack.isActive ? 'on sale' : 'inactive'}</Badge>
    ),
  },
  {
    header: 'Stripe price',
    cell: (pack) => pack.stripePriceId ?? '—',
    cellProps: { fontFamily: 'mono', fontSize: 'xs' },
  },
];

const PACKAGES: Catalogue<AdminPackage, PackageUpdateRequest> = {
  section: 'packages',
  label: 'Token packages',
  what: 'packages',
  useItems: useAdminPackages,
  useUpdate: useUpdatePackage,
  describe: (pack) => ({ id: pack.id, name: pack.name, active: pack.isActive }),
  patchFor: (isActive) => ({ isActive }),
  columns: () => PACKAGE_COLUMNS,
  NewForm: NewPackageForm,
  EditForm: EditPackageForm,
};

/** Token packages, cheapest first: the list, New package, and Edit and Deactivate/Activate on each. */
export function PackagesPage() {
  return <CataloguePage catalogue={PACKAGES} />;
}
