import { identity, type Locale, type TTokens, type TUser } from '@hushwork/contract';
import { type AppLoadContext, redirect } from 'react-router';
import { submitToApi } from '../../lib/api-form.server.ts';
import { landingPathOf } from '../../lib/guards.server.ts';
import { localizePath } from '../../lib/locale-path.ts';
import { sessionCookies, withCookies } from '../../lib/session.server.ts';
import { sitePathOf } from '../../lib/site-path.ts';

/**
 * After a sign-in or a sign-up: on to the page the visitor was on (a protected route's, a review kept in the browser),
 * checked by the API to be one of ours, else the role's landing page, with the new session's cookies.
 */
export async function redirectSignedIn({
  request,
  context,
  locale,
  savedPath,
  session,
}: {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
  /** The form's `redirect` control, as posted. */
  savedPath: unknown;
  session: Pick<TTokens, 'token' | 'refresh_token'> & { user: Pick<TUser, 'role_id'> };
}): Promise<never> {
  const target = await signedInPath({ context, locale, savedPath, user: session.user });
  throw redirect(target, { headers: withCookies(sessionCookies(request, session)) });
}

/** Where a new session goes on: the saved path when the API calls it one of ours, else the role's landing page. */
export async function signedInPath({
  context,
  locale,
  savedPath,
  user,
}: {
  context: AppLoadContext;
  locale: Locale;
  savedPath: unknown;
  user: Pick<TUser, 'role_id'>;
}): Promise<string> {
  // Only a path of this site is worth asking about: anything else goes to the landing page without a call.
  const path = sitePathOf(savedPath);
  const saved = path ? await submitToApi(context, identity.checkRedirect, { redirect: path }, locale) : null;
  return saved?.ok && saved.data.redirect !== '/' ? saved.data.redirect : localizePath(locale, landingPathOf(user));
}
