export * from './errors.ts';
export * from './external-job.ts';
export * from './permissions.ts';
