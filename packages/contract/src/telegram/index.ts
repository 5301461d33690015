export * from './errors.ts';
export * from './permissions.ts';
export * from './telegram.ts';
