export * from './account.ts';
export * from './auth.ts';
export * from './user.ts';
