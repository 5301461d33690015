export * from './errors.ts';
export * from './json-resume.ts';
export * from './mailing.ts';
export * from './permissions.ts';
export * from './resume.ts';
export * from './resume-document.ts';
export * from './templates.ts';
