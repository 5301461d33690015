export * from './errors.ts';
export * from './favorite.ts';
export * from './permissions.ts';
