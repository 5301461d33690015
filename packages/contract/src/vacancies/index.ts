export * from './errors.ts';
export * from './import.ts';
export * from './landing.ts';
export * from './landing-route.ts';
export * from './permissions.ts';
export * from './salaries.ts';
export * from './search.ts';
export * from './vacancy.ts';
