export * from './catalogs/index.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './permissions.ts';
export * from './system/index.ts';
