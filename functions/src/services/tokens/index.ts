export * from './coupons';
export * from './packages';
export * from './payments';
export * from './payments-webhook';
export * from './purchases';
export * from './starter-pack';
