export * from './community.ts';
export * from './errors.ts';
export * from './permissions.ts';
