import { ROLES, type TUser } from '@hushwork/contract';
import { redirect } from 'react-router';
import { landingPathOf } from './landing-path.ts';
import { isLivePath } from './live-sections.ts';
import { localizePath, splitLocale } from './locale-path.ts';
import { needsCandidateProfile, needsCompany } from './onboarding.ts';

export type GuardArgs = {
  request: Request;
  user: TUser | null;
  /** Whether a page exists today (live-sections.ts); tests pass their own table. */
  isLive?: (path: string) => boolean;
};
type Guard = (args: GuardArgs) => void;

export { landingPathOf };

/**
 * Pages where the add-company and add-resume pushes do not apply: the spec's exempt routes (section 4), the two
 * targets themselves, and the resource routes that sign out or keep a session alive.
 */
const PUSH_EXEMPT = [
  '/',
  '/profile/verification',
  '/email-verify',
  '/auth',
  '/resume-builder',
  '/resume-builder/create',
  '/profile',
  '/profile/add-resume',
  '/profile/add-company',
  '/logout',
  '/session/refresh',
];
/**
 * The resume builder is for anyone, with or without a candidate profile (issue 28): beyond the spec's two builder
 * routes, its later steps (edit, thanks, send, pay), a shared resume's page and PDF, and the seeker's own builder
 * resumes and autosender, and the payment pages (a job seeker pays there for a mailing) are spared too, so a guest
 * who built a resume and then signed up can go on with it.
 */
const BUILDER_PATHS =
  /^\/(resume-builder\/|cv\/|profile\/user\/(resumes|autosender)$|resume-mailing\/|payment(\/success)?$)/;
const isPushExempt = (path: string) =>
  PUSH_EXEMPT.includes(path) || /^\/company\/[^/]+\/reviews/.test(path) || BUILDER_PATHS.test(path);

const localeOf = (request: Request) => splitLocale(new URL(request.url).pathname).locale;
/** A refusal: the visitor may not stay. Sent home instead when the usual target is not live, never to a 404. */
const go = ({ request, isLive = isLivePath }: GuardArgs, path: string): never => {
  throw redirect(localizePath(localeOf(request), isLive(path) ? path : '/'));
};
/**
 * A push towards a page the visitor should visit next (add a resume, add a company). Held back while that page's
 * section is not live: the visitor may stay where they are, and nobody lands on a 404.
 */
const push = ({ request, isLive = isLivePath }: GuardArgs, path: string) => {
  if (isLive(path)) throw redirect(localizePath(localeOf(request), path));
};
const pathOf = (request: Request) => splitLocale(new URL(request.url).pathname).path;

/**
 * Every guard the spec names, with its behaviour; a page lists the guards it needs. Guards whose subject arrives with
 * a later domain (resumes, companies, reviews, responses, subscriptions) act on the data that exists today.
 */
export const GUARDS = {
  /** Signed in, else to /login remembering the page (the login form returns there). */
  auth: ({ request, user }) => {
    if (user) return;
    const url = new URL(request.url);
    throw redirect(
      `${localizePath(localeOf(request), '/login')}?redirect=${encodeURIComponent(url.pathname + url.search)}`,
    );
  },
  'not-auth': (args) => {
    if (args.user) go(args, '/profile');
  },
  profile: (args) => {
    if (args.user) go(args, landingPathOf(args.user));
  },
  'verified-email': (args) => {
    if (args.user && !args.user.email_verification) go(args, '/profile/verification');
  },
  worker: (args) => {
    if (args.user?.role_id !== ROLES.worker) go(args, '/');
  },
  company: (args) => {
    if (args.user?.role_id !== ROLES.company) go(args, '/');
  },
  admin: (args) => {
    if (args.user?.role_id !== ROLES.admin) go(args, '/');
  },
  /** Needs a company and its owner flag; employers without them go to their profile. */
  'company-owner': (args) => {
    const { user } = args;
    if (user?.role_id !== ROLES.company || !user.company || !user.employer?.is_owner) go(args, '/profile/employer');
  },
  /** A worker without a candidate profile is pushed to create one, except on the exempt pages. */
  'has-resume': (args) => {
    const { request, user } = args;
    if (needsCandidateProfile(user) && !isPushExempt(pathOf(request))) {
      push(args, '/profile/add-resume');
    }
  },
  /** The add-resume page is for workers who have no candidate profile yet. */
  'add-resume-page': (args) => {
    if (args.user?.role_id === ROLES.worker && args.user.candidate) go(args, '/profile/user');
  },
  /** An employer with no company (and no pending request to join one) is pushed to create it. */
  'check-relations': (args) => {
    const { request, user } = args;
    if (needsCompany(user) && !isPushExempt(pathOf(request))) {
      push(args, '/profile/add-company');
    }
  },
  /**
   * The reviews pages' confirmation (`?action=review_created&reviewId=…`, `?action=comment_created`: spec section 4)
   * is for the signed-in visitor whose kept review or comment was just posted. Anyone else (a shared link, a session
   * that ended) gets the page without it, never a thank-you for something they did not send. The pages stay public.
   */
  'check-company-review': ({ request, user }) => {
    const url = new URL(request.url);
    const action = url.searchParams.get('action');
    if (user || (action !== 'review_created' && action !== 'comment_created')) return;
    url.searchParams.delete('action');
    url.searchParams.delete('reviewId');
    throw redirect(url.pathname + url.search);
  },
  /**
   * A path ending in /responses goes to the candidates tab, keeping the query. Each role then has its own tab: a
   * company reads the candidates who responded (candidates), a worker the companies they applied to (companies);
   * either landing on the other's tab goes to its own, and anyone else (an admin) home.
   */
  responses: (args) => {
    const url = new URL(args.request.url);
    if (url.pathname.endsWith('/responses')) throw redirect(`${url.pathname}/candidates${url.search}`);
    const tab = pathOf(args.request).match(/^\/profile\/responses\/(candidates|companies)$/)?.[1];
    const role = args.user?.role_id;
    if (!tab || !args.user) return;
    if (role === ROLES.worker && tab === 'candidates') go(args, '/profile/responses/companies');
    else if (role === ROLES.company && tab === 'companies') go(args, '/profile/responses/candidates');
    else if (role !== ROLES.worker && role !== ROLES.company) go(args, '/');
  },
  'subscription-auth': (args) => GUARDS.auth(args),
  /** The invite code of /invite/{code} and ?invite= is kept by the invite page itself; nothing to refuse here. */
  checkInvite: () => {},
  /** The server removes `?page=1` and trailing slashes with a 301 before any page runs. */
  'redirect-pagination': () => {},
  'redirect-slash': () => {},
  /** Development helpers exist only outside production. */
  debug: (args) => {
    if (process.env.NODE_ENV === 'production') go(args, '/');
  },
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof GUARDS;

type WithRole<R extends keyof typeof ROLES> = TUser & { role_id: (typeof ROLES)[R] };

/**
 * What a guard leaves of the user once it lets the visitor through, for `requireUser`'s type. Only the guards that
 * refuse someone for who they are narrow it; a push (has-resume, check-relations) may be held back, so it promises
 * nothing. Kept beside GUARDS so a changed guard changes its promise in the same diff; guards.test.ts checks both.
 */
export type UserAfterGuard = {
  auth: TUser;
  'subscription-auth': TUser;
  'not-auth': null;
  profile: null;
  'verified-email': (TUser & { email_verification: true }) | null;
  worker: WithRole<'worker'>;
  company: WithRole<'company'>;
  admin: WithRole<'admin'>;
  'company-owner': WithRole<'company'> & {
    company: NonNullable<TUser['company']>;
    employer: NonNullable<TUser['employer']> & { is_owner: true };
  };
};

/** Runs a page's guards in order; a redirect is thrown by the first that refuses. */
export function runGuards(names: readonly GuardName[], args: GuardArgs): void {
  for (const name of names) {
    const guard = (GUARDS as Record<string, Guard>)[name];
    // A page naming a guard that does not exist is a programming error, never something a visitor can cause.
    if (!guard) throw new Response(`Unknown middleware ${name}`, { status: 500 });
    guard(args);
  }
}
