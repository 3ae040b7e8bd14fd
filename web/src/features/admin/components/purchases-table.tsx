import type { AdminPurchase } from '@roomremix/contracts/admin';
import { Link as RouterLink } from 'react-router';
import { Link } from '@chakra-ui/react/link';
import { type Column, DataTable } from '@/components/ui/data-table';
import { ADMIN_TEXTS } from '../texts';
import { formatCents } from '@/lib/format-cents';
import { adminPaymentPath } from '@/lib/route-paths';
import { CellNote } from './cell-note';
import { ReversalSummary } from './purchase-reversal';
import { TIME_COLUMN } from './time-text';

/** The Stripe payment of a purchase, opening its lookup; '—' for one without (a free purchase). */
function PaymentLink({ paymentIntentId }: { paymentIntentId: string | null }) {
  if (paymentIntentId === null) return <>—</>;
  return (
    <Link asChild colorPalette="teal" fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
      <RouterLink to={adminPaymentPath(paymentIntentId)}>{paymentIntentId}</RouterLink>
    </Link>
  );
}

/** The package a purchase sold, as it was named then: its name, id and size. */
function PackageSold({ purchase }: { purchase: AdminPurchase }) {
  return (
    <>
      {purchase.packageName}
      <CellNote>
        {purchase.packageId}
        {purchase.packageSize && ` · ${purchase.packageSize}`}
      </CellNote>
    </>
  );
}

const PURCHASE_COLUMNS: Column<AdminPurchase>[] = [
  TIME_COLUMN,
  { header: 'Package', cell: (purchase) => <PackageSold purchase={purchase} /> },
  { header: 'Tokens', align: 'end', cell: (purchase) => purchase.tokenAmount },
  { header: 'Price', align: 'end', cell: (purchase) => formatCents(purchase.priceCents) },
  { header: 'Coupon', cell: (purchase) => purchase.couponCode ?? '—' },
  { header: 'Payment', cell: (purchase) => <PaymentLink paymentIntentId={purchase.stripePaymentId} /> },
  { header: 'Refund or dispute', cell: (purchase) => <ReversalSummary reversal={purchase.reversal} /> },
];

/** A user's purchases as they were sold (package, tokens, price, coupon), their payments and what refunds took back. */
export function PurchasesTable({ purchases }: { purchases: AdminPurchase[] }) {
  return (
    <DataTable label="Purchases" columns={PURCHASE_COLUMNS} rows={purchases} emptyText={ADMIN_TEXTS.purchases.none} />
  );
}
