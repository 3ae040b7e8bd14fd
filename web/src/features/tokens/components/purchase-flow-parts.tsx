import { PAYMENT_MESSAGES } from '@roomremix/contracts/messages';
import { AlertNotice } from '@/components/ui/alert-notice';
import type { usePurchaseFlow } from '../hooks/use-purchase-flow';
import { PaymentDialog } from './payment-dialog';

type PurchaseFlow = ReturnType<typeof usePurchaseFlow>;

/** Said where a purchase was started when payments are on but their configuration could not be read. */
export function PaymentsConfigError({ flow }: { flow: PurchaseFlow }) {
  if (!flow.configError) return null;
  return (
    <AlertNotice status="error" title={PAYMENT_MESSAGES.configurationError.title}>
      {PAYMENT_MESSAGES.configurationError.description}
    </AlertNotice>
  );
}

/** The card payment of the flow's checkout, where payments are on. */
export function FlowPaymentDialog({ flow }: { flow: PurchaseFlow }) {
  if (flow.publishableKey === null) return null;
  return (
    <PaymentDialog
      checkout={flow.checkout}
      publishableKey={flow.publishableKey}
      onClose={flow.closeCheckout}
      onPaid={flow.pay}
    />
  );
}
