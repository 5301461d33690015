export * from './account.ts';
export * from './auth.ts';
export * from './second-factor.ts';
export * from './session-cookies.ts';
export * from './social.ts';
export * from './user.ts';
