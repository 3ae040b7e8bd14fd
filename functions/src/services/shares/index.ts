export * from './public-shares';
export * from './share-links';
export * from './shares';
