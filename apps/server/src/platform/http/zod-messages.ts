import type { z } from 'zod';

// The words of a mistake come from the contract, so the browser's forms and the API's 422 say the same thing.
export { messageOfIssue } from '@hushwork/contract/issue-messages';

/** The field an issue belongs to, as the client names it (`a.b.0`); keys of an unknown-keys issue each get one. */
export function fieldsOfIssue(issue: z.core.$ZodIssue, context: string | undefined): string[] {
  const base = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => (base ? `${base}.${key}` : key));
  return [base || context || 'body'];
}
