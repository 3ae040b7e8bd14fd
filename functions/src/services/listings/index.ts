export * from './listing-errors';
export * from './listing-photos';
export * from './listings';
export * from './stagings';
export * from './originals-links';
export * from './listing-export';
export * from './listing-deletions';
