import type { PurchaseReversal } from '@roomremix/contracts/admin';
import { formatCents } from '@/lib/format-cents';
import { ADMIN_TEXTS } from '../texts';
import { CellNote } from './cell-note';

const amountOrNull = (cents: number) => (cents > 0 ? formatCents(cents) : null);

/**
 * What a refund or dispute took back of a purchase: "Taken back 8 of 10 tokens (2 already spent)", the amounts
 * refunded and disputed under it; '—' for a purchase that was neither.
 */
export function ReversalSummary({ reversal }: { reversal: PurchaseReversal | null }) {
  if (reversal === null) return <>—</>;
  return (
    <>
      {ADMIN_TEXTS.purchases.takenBack(reversal.tokensTakenBack, reversal.tokensNotTakenBack)}
      <CellNote>
        {ADMIN_TEXTS.purchases.reversedAmounts({
          refunded: amountOrNull(reversal.refundedCents),
          disputed: amountOrNull(reversal.disputedCents),
        })}
      </CellNote>
    </>
  );
}
