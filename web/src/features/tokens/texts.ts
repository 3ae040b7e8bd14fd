import { STARTER_PACK } from '@roomremix/contracts/constants';
import type { LedgerReason } from '@roomremix/contracts/enums';

/** The token screens' own texts; the server's and the shared messages live in `@roomremix/contracts/messages`. */
export const TOKEN_TEXTS = {
  packagesHeading: 'Token packages',
  selectPackage: 'Select a package',
  purchaseFor: (price: string) => `Purchase for ${price}`,
  dialogTitle: 'Complete Your Purchase',
  goBack: 'Go Back',
  pay: (price: string) => `Pay ${price}`,
  processing: 'Processing...',
  paymentSucceeded: 'Payment Successful',
  starterPack: {
    name: STARTER_PACK.name,
    tokens: STARTER_PACK.tokenAmount,
    price: STARTER_PACK.price,
    description: 'A one-time pack to try RoomRemix',
  },
  couponLabel: 'Coupon code',
  couponHint: 'Select a package to apply a coupon.',
  apply: 'Apply',
  remove: 'Remove',
  historyEmpty: "You haven't purchased any tokens yet.",
  goToStore: 'Go to Store',
  startRemix: 'Start a remix',
  free: 'Free',
  activityHeading: 'Token activity',
  activityEmpty: 'No token activity yet.',
} as const;

/** How a ledger reason reads in the Token activity list. */
export const LEDGER_REASON_LABELS: Record<LedgerReason, string> = {
  purchase: 'Token purchase',
  starter_pack: 'Starter Pack',
  remix: 'Remix',
  listing_staging: 'Listing staging',
  upscale: 'Upscale to 4K',
  refund: 'Refund for a failed remix',
  coupon_free: 'Free purchase (coupon)',
  admin: 'Adjustment',
  purchase_refunded: 'Purchase refunded',
  purchase_disputed: 'Payment disputed',
  purchase_refund_failed: 'Refund failed',
  purchase_reinstated: 'Dispute resolved',
};
