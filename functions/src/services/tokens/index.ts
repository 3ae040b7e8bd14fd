export * from './coupons';
export * from './fulfil-payment';
export * from './packages';
export * from './payments';
export * from './payments-webhook';
export * from './purchases';
export * from './start-purchase';
export * from './starter-pack';
