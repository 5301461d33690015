import { type AppLoadContext, data, redirect } from 'react-router';
import type { GuardName } from './guards.server.ts';
import { isLivePath } from './live-sections.ts';
import { localizePath, splitLocale } from './locale-path.ts';
import { requireUser } from './require-user.server.ts';

export type GuardOnlyPage = {
  /** The guards the spec gives the page, run in order. */
  guards: readonly GuardName[];
  /** A page that exists, where a visitor who passes the guards goes while this page's section is not live. */
  fallback: string;
};

/**
 * A page whose section is still being built: its guards answer exactly as the spec says (guests to /login with the
 * return path, other roles to /), and whoever passes them goes to a page that exists instead of a 404.
 */
export async function guardOnly(
  { request, context }: { request: Request; context: AppLoadContext },
  page: GuardOnlyPage,
): Promise<never> {
  await requireUser({ request, context }, page.guards);
  const { locale, path } = splitLocale(new URL(request.url).pathname);
  if (!isLivePath(path)) throw redirect(localizePath(locale, page.fallback));
  // Its section was switched on without the page: a missing page, which the no-404 link tests catch.
  throw data(null, { status: 404 });
}
