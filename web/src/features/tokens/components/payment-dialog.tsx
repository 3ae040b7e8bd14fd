import { lazy, Suspense } from 'react';
import { PAYMENT_MESSAGES } from '@roomremix/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AlertNotice } from '@/components/ui/alert-notice';
import type { Checkout } from '../hooks/use-purchase-flow';
import { TOKEN_TEXTS } from '../texts';
import { formatCents } from '@/lib/format-cents';
import { stripeJsQueryOptions } from '../utils/load-stripe';

// Stripe Elements and its React bindings are fetched with the first dialog that opens.
const StripePaymentForm = lazy(async () => ({
  default: (await import('./stripe-payment-form')).StripePaymentForm,
}));

interface PaymentDialogProps {
  /** The checkout on screen; null keeps the dialog closed. */
  checkout: Checkout | null;
  publishableKey: string;
  onClose: () => void;
  onPaid: (paymentIntentId: string) => Promise<void>;
}

function Loading() {
  return (
    <Flex justify="center" py="10" role="status" aria-label="Preparing payment">
      <Spinner size="lg" color="teal.solid" />
    </Flex>
  );
}

/** The payment intent or Stripe.js could not be set up: say so, point at the Starter Pack, and offer Go Back. */
function InitError({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <Stack gap="5">
      <AlertNotice status="error" title={PAYMENT_MESSAGES.initFailed}>
        {message}
      </AlertNotice>
      <Text color="fg.muted">{PAYMENT_MESSAGES.paymentsUnavailableHint}</Text>
      <Button variant="outline" alignSelf="flex-start" onClick={onBack}>
        {TOKEN_TEXTS.goBack}
      </Button>
    </Stack>
  );
}

/**
 * 'Complete Your Purchase': loading → error with Go Back, or ready → the Stripe card form. Stripe.js is loaded when the
 * dialog opens, in parallel with the payment intent.
 */
export function PaymentDialog({ checkout, publishableKey, onClose, onPaid }: PaymentDialogProps) {
  const stripe = useQuery({ ...stripeJsQueryOptions(publishableKey), enabled: checkout !== null });

  let body;
  if (checkout === null || checkout.status === 'loading') body = <Loading />;
  else if (checkout.status === 'error') body = <InitError message={checkout.message} onBack={onClose} />;
  else if (stripe.isError) body = <InitError message={PAYMENT_MESSAGES.initFailedHeading} onBack={onClose} />;
  else if (!stripe.data) body = <Loading />;
  else {
    body = (
      <Suspense fallback={<Loading />}>
        <StripePaymentForm
          key={checkout.intent.clientSecret}
          stripe={stripe.data}
          clientSecret={checkout.intent.clientSecret}
          priceLabel={formatCents(checkout.intent.amount)}
          onPaid={onPaid}
        />
      </Suspense>
    );
  }

  return (
    <Dialog.Root
      open={checkout !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{TOKEN_TEXTS.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{body}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close payment" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
