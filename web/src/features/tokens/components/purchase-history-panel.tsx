import type { PurchaseHistoryItem } from '@roomremix/contracts/tokens';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { QueryState } from '@/components/ui/query-state';
import { tokenQueries } from '../api/token-queries';
import { TOKEN_TEXTS } from '../texts';
import { formatDate, formatPaidPrice } from '../utils/format';
import { TokenActivityList } from './token-activity-list';

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
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label="Purchases">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Package</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Tokens</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {purchases.map((purchase) => (
            <Table.Row key={purchase.id}>
              <Table.Cell>{purchase.packageName}</Table.Cell>
              <Table.Cell textAlign="end">{purchase.tokenAmount}</Table.Cell>
              <Table.Cell textAlign="end">{formatPaidPrice(purchase.price, TOKEN_TEXTS.free)}</Table.Cell>
              <Table.Cell>{formatDate(purchase.createdAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
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
