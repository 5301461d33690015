import type { z } from 'zod';
import type { Params } from './i18n/index.ts';

/** A catalog key and its values: the words of a mistake, in whatever language the reader has. */
export type IssueMessage = { key: string; params?: Params };
type Issue = z.core.$ZodIssue;

// A length counts characters, so its text has plural forms ("1 символ", "2 символа", "5 символов") and takes the
// limit as `count`; the other bounds name no counted noun.
const bound = (issue: Issue & { origin?: string }, kind: 'min' | 'max', limit: number | bigint): IssueMessage => {
  if (issue.origin === 'string') return { key: `validation:${kind}Length`, params: { count: Number(limit) } };
  const params = { [kind]: String(limit) };
  if (issue.origin === 'array' || issue.origin === 'set') return { key: `validation:${kind}Items`, params };
  return { key: `validation:${kind}Value`, params };
};

/**
 * Maps a zod issue to a catalog key, so every locale words the same mistake its own way, and the browser's form
 * and the API's 422 word it alike. A value a form left empty reaches the schema as `undefined` (the form parser
 * drops empty strings) and one sent as JSON as `""`: both read "required".
 */
export function messageOfIssue(issue: Issue): IssueMessage {
  if (issue.message?.startsWith('validation:')) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { key: 'validation:required' };
      if (issue.expected === 'int') return { key: 'validation:integer' };
      if (issue.expected === 'number') return { key: 'validation:number' };
      return { key: 'validation:invalidType' };
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return { key: 'validation:required' };
      return bound(issue, 'min', issue.minimum);
    case 'too_big':
      return bound(issue, 'max', issue.maximum);
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation:email' };
      if (issue.format === 'url') return { key: 'validation:url' };
      return { key: 'validation:format' };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation:invalidValue' };
    case 'unrecognized_keys':
      return { key: 'validation:unknownField' };
    case 'custom': {
      const i18n = (issue.params as { i18n?: string } | undefined)?.i18n;
      return { key: i18n ? `validation:${i18n}` : 'validation:error' };
    }
    default:
      return { key: 'validation:error' };
  }
}
