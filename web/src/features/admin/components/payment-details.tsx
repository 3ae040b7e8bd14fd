import type { ReactNode } from 'react';
import type { AdminPayment } from '@roomremix/contracts/admin';
import { Link as RouterLink } from 'react-router';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type Column, DataTable } from '@/components/ui/data-table';
import { useRetryFulfilment } from '../api/retry-fulfilment';
import { ADMIN_TEXTS } from '../texts';
import { formatCents } from '@/lib/format-cents';
import { adminUserPath } from '@/lib/route-paths';
import { DetailList } from './detail-list';
import { ReversalSummary } from './purchase-reversal';
import { TimeText } from './time-text';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" layerStyle="panel" p={{ base: '4', md: '5' }}>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function StripeIntent({ intent }: { intent: AdminPayment['intent'] }) {
  if (intent === null) return <Text color="fg.muted">{ADMIN_TEXTS.payments.noIntent}</Text>;
  const { userId } = intent.metadata;
  return (
    <DetailList
      items={[
        ['Status', intent.status],
        ['Amount', `${formatCents(intent.amountCents)} ${intent.currency.toUpperCase()}`],
        ['Customer', intent.customerId ?? '—'],
        [
          'User',
          userId ? (
            <Link asChild colorPalette="teal">
              <RouterLink to={adminUserPath(userId)}>{userId}</RouterLink>
            </Link>
          ) : (
            '—'
          ),
        ],
        ...Object.entries(intent.metadata)
          .filter(([key]) => key !== 'userId')
          .map(([key, value]): [string, string] => [key, value]),
      ]}
    />
  );
}

function Recorded({ payment }: { payment: AdminPayment }) {
  const { purchase, refund } = payment;
  return (
    <Stack gap="4">
      {purchase === null ? (
        <Text color="fg.muted">{ADMIN_TEXTS.payments.notFulfilled}</Text>
      ) : (
        <DetailList
          items={[
            ['Purchase', `${purchase.packageName} (${purchase.packageId})`],
            ['Tokens', purchase.tokenAmount],
            ['Price', formatCents(purchase.priceCents)],
            ['Coupon', purchase.couponCode ?? '—'],
            ['Fulfilled', <TimeText key="at" iso={purchase.createdAt} />],
            ['Refund or dispute', <ReversalSummary key="reversal" reversal={purchase.reversal} />],
          ]}
        />
      )}
      {refund !== null && (
        <DetailList
          items={[
            ['Refunded', formatCents(refund.amountCents)],
            ['Refund reason', refund.reason],
            ['Refund id', refund.refundId ?? '—'],
            ['Refunded at', <TimeText key="at" iso={refund.createdAt} />],
          ]}
        />
      )}
    </Stack>
  );
}

const EVENT_COLUMNS: Column<AdminPayment['events'][number]>[] = [
  { header: 'Processed', cell: (event) => <TimeText iso={event.processedAt} /> },
  { header: 'Type', cell: (event) => event.type },
  { header: 'Outcome', cell: (event) => event.outcome },
  { header: 'Event', cell: (event) => event.id, cellProps: { fontFamily: 'mono', fontSize: 'xs' } },
];

/** One payment: the intent at Stripe, what this app recorded, the webhook events, and Retry fulfilment. */
export function PaymentDetails({ payment }: { payment: AdminPayment }) {
  const retry = useRetryFulfilment(payment.paymentIntentId);
  return (
    <Stack gap="5">
      <Box>
        <Button colorPalette="teal" onClick={() => retry.mutate()} loading={retry.isPending}>
          {ADMIN_TEXTS.payments.retry}
        </Button>
        <Text fontSize="sm" color="fg.muted" mt="2">
          {ADMIN_TEXTS.payments.retryHelp}
        </Text>
      </Box>
      <Panel title="At Stripe">
        <StripeIntent intent={payment.intent} />
      </Panel>
      <Panel title="Recorded here">
        <Recorded payment={payment} />
      </Panel>
      <Panel title="Webhook events">
        <DataTable
          label="Webhook events"
          columns={EVENT_COLUMNS}
          rows={payment.events}
          emptyText={ADMIN_TEXTS.payments.noEvents}
        />
      </Panel>
    </Stack>
  );
}
