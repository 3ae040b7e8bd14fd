import type { PurchaseHistoryItem } from '@roomremix/contracts/tokens';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type Column, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { ShortDate } from '@/components/ui/short-date';
import { tokenQueries } from '../api/token-queries';
import { TOKEN_TEXTS } from '../texts';
import { formatPaidPrice } from '../utils/format';
import { TokenActivityList } from './token-activity-list';

const PURCHASE_COLUMNS: Column<PurchaseHistoryItem>[] = [
  { header: 'Package', cell: (purchase) => purchase.packageName },
  { header: 'Tokens', align: 'end', cell: (purchase) => purchase.tokenAmount },
  { header: 'Price', align: 'end', cell: (purchase) => formatPaidPrice(purchase.price, TOKEN_TEXTS.free) },
  { header: 'Date', cell: (purchase) => <ShortDate iso={purchase.createdAt} /> },
];

/** The purchases table, its empty state with 'Go to Store', or 'Failed to load purchase history' with Retry. */
function PurchaseList({ onGoToStore }: { onGoToStore: () => void }) {
  const history = useQuery(tokenQueries.purchaseHistory());
  return (
    <QueryState query={history} what="purchase history">
      {(purchases) => <PurchaseTable purchases={purchases} onGoToStore={onGoToStore} />}
    </QueryState>
  );
}

function PurchaseTable({ purchases, onGoToStore }: { purchases: PurchaseHistoryItem[]; onGoToStore: () => void }) {
  if (purchases.length === 0) {
    return (
      <Stack align="flex-start" gap="4">
        <Text color="fg.muted">{TOKEN_TEXTS.historyEmpty}</Text>
        <Button colorPalette="teal" onClick={onGoToStore}>
          {TOKEN_TEXTS.goToStore}
        </Button>
      </Stack>
    );
  }
  return <DataTable label="Purchases" columns={PURCHASE_COLUMNS} rows={purchases} />;
}

/** The Purchase History tab: past purchases, then the Token activity ledger. */
export function PurchaseHistoryPanel({ onGoToStore }: { onGoToStore: () => void }) {
  return (
    <Stack gap="10">
      <Stack as="section" aria-label="Purchases" gap="4">
        <Heading as="h2" size="lg">
          Purchases
        </Heading>
        <PurchaseList onGoToStore={onGoToStore} />
      </Stack>
      <TokenActivityList />
    </Stack>
  );
}
