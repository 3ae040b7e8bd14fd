import { type FormEvent, useState } from 'react';
import { PAYMENT_MESSAGES } from '@roomremix/contracts/messages';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { toast } from '@/components/ui/toast';
import { AlertNotice } from '@/components/ui/alert-notice';
import { accountPath } from '@/lib/route-paths';
import { TOKEN_TEXTS } from '../texts';
import { PURCHASE_TOAST } from '../utils/purchase-toast';

/** Where Stripe sends the browser back to when a payment method needs a redirect. */
export function paymentReturnUrl(): string {
  return `${window.location.origin}${accountPath('tokens')}`;
}

interface PaymentFormProps {
  /** The amount on the Pay button, e.g. '$8.99'. */
  priceLabel: string;
  /** Runs once Stripe reports the intent succeeded; completes the purchase on the server. */
  onPaid: (paymentIntentId: string) => Promise<void>;
}

/** The card form: ready → processing → succeeded (onPaid) or failed (inline 'Payment Error' and a toast). */
function PaymentForm({ priceLabel, onPaid }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [isReady, setReady] = useState(false);
  const [isProcessing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || isProcessing) return;
    setProcessing(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: paymentReturnUrl() },
      });
      if (result.error || result.paymentIntent.status !== 'succeeded') {
        setError(result.error?.message || PAYMENT_MESSAGES.paymentError.fallback);
        toast({ topic: PURCHASE_TOAST, ...PAYMENT_MESSAGES.paymentFailed, variant: 'destructive' });
        return;
      }
      await onPaid(result.paymentIntent.id);
    } catch (caught) {
      console.error(caught);
      setError(PAYMENT_MESSAGES.paymentError.fallback);
      toast({
        topic: PURCHASE_TOAST,
        title: PAYMENT_MESSAGES.paymentError.title,
        description: PAYMENT_MESSAGES.paymentError.fallback,
        variant: 'destructive',
      });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Stack
      as="form"
      onSubmit={(event) => void submit(event)}
      gap="5"
      maxH="60vh"
      overflowY="auto"
      aria-label="Card payment"
    >
      <Box minH="12">
        <PaymentElement onReady={() => setReady(true)} />
      </Box>
      {error !== null && (
        <AlertNotice status="error" title={PAYMENT_MESSAGES.paymentError.title}>
          {error}
        </AlertNotice>
      )}
      <Button
        type="submit"
        colorPalette="teal"
        disabled={!stripe || !elements || !isReady}
        loading={isProcessing}
        loadingText={TOKEN_TEXTS.processing}
      >
        {TOKEN_TEXTS.pay(priceLabel)}
      </Button>
    </Stack>
  );
}

interface StripePaymentFormProps extends PaymentFormProps {
  stripe: Stripe;
  clientSecret: string;
}

/** Stripe Elements for one payment intent with the card form; loaded with the dialog, never before. */
export function StripePaymentForm({ stripe, clientSecret, ...form }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentForm {...form} />
    </Elements>
  );
}
