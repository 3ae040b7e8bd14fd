import type { AdminPackage } from '@roomremix/contracts/admin-catalogue';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useSwitchPackage } from '../api/update-package';
import { ADMIN_TEXTS } from '../texts';
import { formatCents } from '../utils/format';
import { ActiveSwitchButton } from './active-switch-button';
import { DataTable } from './data-table';

function PackageRow({ pack, onEdit }: { pack: AdminPackage; onEdit: () => void }) {
  const switcher = useSwitchPackage();
  return (
    <Table.Row aria-label={pack.name}>
      <Table.Cell>
        <Text fontWeight="medium">{pack.name}</Text>
        <Text fontFamily="mono" fontSize="xs" color="fg.muted">
          {pack.id}
        </Text>
      </Table.Cell>
      <Table.Cell>{pack.size}</Table.Cell>
      <Table.Cell textAlign="end">{pack.tokenAmount}</Table.Cell>
      <Table.Cell textAlign="end">{formatCents(pack.priceCents)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={pack.isActive ? 'green' : 'gray'}>{pack.isActive ? 'on sale' : 'inactive'}</Badge>
      </Table.Cell>
      <Table.Cell fontFamily="mono" fontSize="xs">
        {pack.stripePriceId ?? '—'}
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2" justify="flex-end">
          <Button size="xs" variant="outline" aria-label={`Edit ${pack.name}`} onClick={onEdit}>
            Edit
          </Button>
          <ActiveSwitchButton
            name={pack.name}
            active={pack.isActive}
            onSwitch={(isActive) => switcher.switchTo(pack.id, isActive)}
            isPending={switcher.isPending}
          />
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** Every token package, cheapest first: size, tokens, price, whether it is on sale and its Stripe price. */
export function PackagesTable({ packs, onEdit }: { packs: AdminPackage[]; onEdit: (pack: AdminPackage) => void }) {
  if (packs.length === 0) return <Text color="fg.muted">{ADMIN_TEXTS.packages.none}</Text>;
  return (
    <DataTable label="Token packages">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Package</Table.ColumnHeader>
          <Table.ColumnHeader>Size</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Tokens</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
          <Table.ColumnHeader>State</Table.ColumnHeader>
          <Table.ColumnHeader>Stripe price</Table.ColumnHeader>
          <Table.ColumnHeader>
            <Text srOnly>Actions</Text>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {packs.map((pack) => (
          <PackageRow key={pack.id} pack={pack} onEdit={() => onEdit(pack)} />
        ))}
      </Table.Body>
    </DataTable>
  );
}
