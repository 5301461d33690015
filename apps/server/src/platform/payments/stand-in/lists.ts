import type Stripe from 'stripe';
import { invalidRequest } from './api-error.ts';
import type { FormHash } from './form-body.ts';
import { intParam, stringParam } from './params.ts';

/** A list as Stripe embeds one in an object (`items`, `lines`): all of it, with its count. */
export function embeddedList<T>(data: T[], url: string): Stripe.ApiList<T> & { total_count: number } {
  return { object: 'list', data, has_more: false, total_count: data.length, url };
}

/** One page of a list call, newest first, with Stripe's `limit` (1–100, default 10) and `starting_after`. */
export function pageOf<T extends { id: string }>(newestFirst: T[], query: FormHash, url: string): Stripe.ApiList<T> {
  const limit = intParam(query, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('This value must be between 1 and 100.', { param: 'limit' });
  const after = stringParam(query, 'starting_after');
  const start = after ? newestFirst.findIndex((item) => item.id === after) + 1 : 0;
  const data = newestFirst.slice(start, start + limit);
  return { object: 'list', data, has_more: start + limit < newestFirst.length, url };
}
