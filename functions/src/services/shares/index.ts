export * from './shares';
