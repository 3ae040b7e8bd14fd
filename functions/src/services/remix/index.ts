export * from './jobs';
export * from './submit';
export * from './worker';
export * from './results';
export * from './stuck-jobs';
export * from './waiting-jobs';
export * from './upscale';
export * from './take-disclosure';
