export * from './catalogs.ts';
export * from './system.ts';
