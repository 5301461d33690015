export * from './comment.ts';
export * from './contact.ts';
export * from './errors.ts';
export * from './page.ts';
export * from './permissions.ts';
export * from './post.ts';
