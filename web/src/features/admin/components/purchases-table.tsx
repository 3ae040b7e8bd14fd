import type { AdminPurchase } from '@roomremix/contracts/admin';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@chakra-ui/react/link';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ADMIN_TEXTS } from '../texts';
import { formatCents } from '../utils/format';
import { DataTable } from './data-table';
import { TimeText } from './time-text';

/** The Stripe payment of a purchase, opening its lookup; '—' for one without (a free purchase). */
export function PaymentLink({ paymentIntentId }: { paymentIntentId: string | null }) {
  if (paymentIntentId === null) return <>—</>;
  return (
    <Link asChild colorPalette="teal" fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
      <RouterLink to={`/admin/payments?id=${encodeURIComponent(paymentIntentId)}`}>{paymentIntentId}</RouterLink>
    </Link>
  );
}

/** A user's purchases as they were sold (package, tokens, price, coupon), with their payments. */
export function PurchasesTable({ purchases }: { purchases: AdminPurchase[] }) {
  if (purchases.length === 0) return <Text color="fg.muted">{ADMIN_TEXTS.purchases.none}</Text>;
  return (
    <DataTable label="Purchases">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Time</Table.ColumnHeader>
          <Table.ColumnHeader>Package</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Tokens</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
          <Table.ColumnHeader>Coupon</Table.ColumnHeader>
          <Table.ColumnHeader>Payment</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {purchases.map((purchase) => (
          <Table.Row key={purchase.id}>
            <Table.Cell>
              <TimeText iso={purchase.createdAt} />
            </Table.Cell>
            <Table.Cell>
              {purchase.packageName}
              <Text fontSize="xs" color="fg.muted">
                {purchase.packageId}
                {purchase.packageSize && ` · ${purchase.packageSize}`}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end">{purchase.tokenAmount}</Table.Cell>
            <Table.Cell textAlign="end">{formatCents(purchase.priceCents)}</Table.Cell>
            <Table.Cell>{purchase.couponCode ?? '—'}</Table.Cell>
            <Table.Cell>
              <PaymentLink paymentIntentId={purchase.stripePaymentId} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
