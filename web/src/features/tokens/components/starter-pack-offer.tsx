import { PAYMENT_MESSAGES } from '@roomremix/contracts/messages';
import { AlertNotice } from '@/components/ui/alert-notice';
import { usePurchaseFlow } from '../hooks/use-purchase-flow';
import type { OnUserChanged } from '../hooks/use-purchase-refresh';
import { PaymentDialog } from './payment-dialog';
import { StarterPackCard } from './starter-pack-card';

interface StarterPackOfferProps {
  onUserChanged: OnUserChanged;
  /** The tokens were added: the page moves the focus on, since the offer's button is gone. */
  onClaimed: () => void;
}

/**
 * The Starter Pack offered where a new account lands, the studio: claimed there in one click (paid in the dialog
 * when payments are on), so nothing picked on the page is lost on the way to the tokens.
 */
export function StarterPackOffer({ onUserChanged, onClaimed }: StarterPackOfferProps) {
  const flow = usePurchaseFlow({ onUserChanged, onPurchased: () => {}, onStarterPackClaimed: onClaimed });
  return (
    <>
      <StarterPackCard claimed={flow.starterClaimed} onClaim={() => void flow.claim()} isClaiming={flow.isClaiming} />
      {flow.configError && (
        <AlertNotice status="error" title={PAYMENT_MESSAGES.configurationError.title}>
          {PAYMENT_MESSAGES.configurationError.description}
        </AlertNotice>
      )}
      {flow.publishableKey !== null && (
        <PaymentDialog
          checkout={flow.checkout}
          publishableKey={flow.publishableKey}
          onClose={flow.closeCheckout}
          onPaid={flow.pay}
        />
      )}
    </>
  );
}
