import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { type Translate, wordIssues } from './form-words.ts';

/**
 * Parses a posted form with an endpoint's body schema, the same call in the browser (before posting) and in the
 * action (a post without JavaScript, or a tampered one). `controls` are the form's own steering fields that are not
 * part of the body (which of two forms was sent, where to go next); the contract's strict schemas would refuse them.
 */
export function parseForm<S extends z.ZodType>(
  formData: FormData,
  schema: S,
  t: Translate,
  controls: readonly string[] = [],
) {
  const body = new FormData();
  for (const [name, value] of formData) if (!controls.includes(name)) body.append(name, value);
  return parseWithZod(body, { schema, formatError: wordIssues(t) });
}
