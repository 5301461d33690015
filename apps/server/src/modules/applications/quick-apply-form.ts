import { ZQuickApplyFields } from '@hushwork/contract';
import type { z } from 'zod';
import { RequestValidationError } from '../../platform/http/request-validation.ts';

const KEY = /^([A-Za-z_]\w*)((?:\[\w*\])*)$/;
const MAX_DEPTH = 3;

/**
 * A form's bracketed keys as the object they stand for (spec section 3: `answers[0][question_id]=4` is
 * `{ answers: [{ question_id: '4' }] }`); numeric segments make arrays, kept in their index order. A key that is not
 * of that shape, or deeper than the forms we take, is dropped: the schema then reports what is missing.
 */
function nestFormFields(fields: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const match = KEY.exec(key);
    if (!match) continue;
    const path = [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[(\w*)\]/g)].map((m) => m[1] as string)];
    if (path.length > MAX_DEPTH || path.some((segment) => segment === '' || segment === '__proto__')) continue;
    setPath(root, path, value);
  }
  return arraysOf(root) as Record<string, unknown>;
}

/** Sets `value` at `path`, unless something else already sits on the way (`a=1` and `a[b]=2`: the first wins). */
function setPath(root: Record<string, unknown>, path: string[], value: string) {
  let node = root;
  for (const segment of path.slice(0, -1)) {
    if (!Object.hasOwn(node, segment)) node[segment] = {};
    const next = node[segment];
    if (typeof next !== 'object' || next === null) return;
    node = next as Record<string, unknown>;
  }
  const last = path.at(-1) as string;
  if (!Object.hasOwn(node, last)) node[last] = value;
}

/** Objects whose keys are all indexes become arrays in index order. */
function arraysOf(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, child]) => [key, arraysOf(child)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}

/** The quick application's fields checked by the contract's schema; a mistake is the usual 422 per field. */
export function parseQuickApplyFields(fields: Record<string, string>): z.output<typeof ZQuickApplyFields> {
  const result = ZQuickApplyFields.safeParse(nestFormFields(fields), { reportInput: true });
  if (result.success) return result.data;
  const error = new RequestValidationError(result.error.issues);
  error.validationContext = 'body';
  throw error;
}
