export * from './application.ts';
export * from './errors.ts';
export * from './offer.ts';
export * from './permissions.ts';
