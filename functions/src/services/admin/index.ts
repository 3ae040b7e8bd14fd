export * from './adjustments';
export * from './audit';
export * from './coupons';
export * from './jobs';
export * from './packages';
export * from './payments';
export * from './roles';
export * from './users';
