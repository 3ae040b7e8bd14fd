// The capability's public face (docs/architecture.md#capabilities): what http/, index.ts and the capabilities above use.

export { AdjustedUserNotFoundError, AdjustmentBelowZeroError, adjustTokens } from './adjustments';
export { findAdmin } from './roles';
export type { AdminActor } from './roles';
export {
  CouponExistsError,
  CouponNotFoundError,
  CouponWithoutDiscountError,
  createCoupon,
  listCoupons,
  updateCoupon,
} from './coupons';
export { JobNotFoundError, SucceededJobError, listAdminJobs, refundJobAsAdmin } from './jobs';
export type { AdminJobsDeps } from './jobs';
export {
  PackageExistsError,
  PackageNotFoundError,
  PackagePriceTooLowError,
  createPackage,
  listPackages,
  updatePackage,
} from './packages';
export { PaymentUserMissingError, inspectPayment, retryFulfilment } from './payments';
export type { AdminPaymentsDeps } from './payments';
export { listAudit } from './audit';
export { readUserDetail, searchUsers } from './users';
