export * from './catalogs/index.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './identity/index.ts';
export * from './permissions.ts';
export * from './system/index.ts';
export * from './validation.ts';
