// The capability's public face (docs/architecture.md#capabilities): what http/, index.ts and the capabilities above use.

export { CouponNotUsedError, PurchaseNotFoundError, confirmPurchaseCoupon, purchaseHistory } from './purchases';
export { CouponRefusedError, couponRefusalMessage, validateCoupon } from './coupons';
export {
  DuplicateStarterPackRefundedError,
  PaymentMismatchError,
  PaymentNotCompletedError,
  PaymentNotFoundError,
  PaymentsNotConfiguredError,
} from './payments';
export type { PaymentsDeps } from './payments';
export { PaymentEventFailedError, handlePaymentEvent } from './payments-webhook';
export { StarterPackClaimedError, claimStarterPack } from './starter-pack';
export { UnknownPackageError, listActivePackages } from './packages';
export { fulfilPayment } from './fulfil-payment';
export { startPurchase } from './start-purchase';
