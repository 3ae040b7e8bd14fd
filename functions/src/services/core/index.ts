export * from './balance-lock';
export * from './blob-cleanup';
export * from './ledger';
export * from './rate-limit';
export * from './idempotency';
