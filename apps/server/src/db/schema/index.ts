export * from './catalogs.ts';
export * from './identity.ts';
export * from './mail.ts';
export * from './system.ts';
