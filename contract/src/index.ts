export * from './enums';
export * from './messages';
export * from './token-refresh';
export * from './api-types';
export * from './regions';
export * from './touring';
export * from './site-pages';
export * from './available-now';
