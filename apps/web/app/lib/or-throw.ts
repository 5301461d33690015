import { redirect } from 'react-router';

type Statuses = readonly number[] | 'client-errors' | 'all';

/** How a page answers an API call that failed, by the call's status. */
export type FailureRules = {
  /** Statuses the page answers as they are: 404 unless given. */
  relay?: Statuses;
  /** Statuses that mean the page's subject is not there (a slug the API refuses as malformed): a 404. */
  notFound?: Statuses;
  /** Statuses that send the visitor to another page instead (a profile not made yet: its form). */
  redirect?: Readonly<Record<number, string>>;
  /** The status for any other failure: 503 (the API could not answer) unless given. */
  failure?: 500 | 503;
};

const isIn = (status: number, statuses: Statuses) =>
  statuses === 'all' || (statuses === 'client-errors' ? status >= 400 && status < 500 : statuses.includes(status));

/** The page's status for an API call that failed with `status`. */
export function pageStatusOf(status: number, { relay = [404], notFound = [], failure = 503 }: FailureRules = {}) {
  if (isIn(status, notFound)) return 404;
  if (isIn(status, relay)) return status;
  return failure;
}

/**
 * A loader's way to read an API answer: the data of a success, else the page's response is thrown (a redirect, a 404,
 * a 403, or a failure page), so a page states its rules instead of writing its own mapping of statuses.
 */
export function orThrow<D>(answer: { ok: true; data: D } | { ok: false; status: number }, rules: FailureRules = {}): D {
  if (answer.ok) return answer.data;
  const target = rules.redirect?.[answer.status];
  if (target !== undefined) throw redirect(target);
  // A bare Response, as a redirect is: the error boundary reads either, and a test reads its status alike.
  throw new Response(null, { status: pageStatusOf(answer.status, rules) });
}
