import { usePurchaseFlow } from '../hooks/use-purchase-flow';
import type { OnUserChanged } from '../hooks/use-purchase-refresh';
import { FlowPaymentDialog, PaymentsConfigError } from './purchase-flow-parts';
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
      <PaymentsConfigError flow={flow} />
      <FlowPaymentDialog flow={flow} />
    </>
  );
}
