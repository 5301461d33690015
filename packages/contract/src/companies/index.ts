export * from './company.ts';
export * from './errors.ts';
export * from './permissions.ts';
export * from './profile.ts';
export * from './review.ts';
export * from './team.ts';
