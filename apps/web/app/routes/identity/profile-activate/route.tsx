import { identity } from '@hushwork/contract';
import { data, redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { isDocumentSubmit } from '../../../lib/document-submit.server.ts';
import { landingPathOf } from '../../../lib/guards.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'Profile'] } satisfies I18nHandle;

/**
 * Opened by hand (a bookmark, a pasted address), this post-only page sends the visitor to where its button lives:
 * the profile with `?activate`, which offers the tip. A guest goes through /profile to sign in. Not an error.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  throw redirect(await tipPageOf(params, context));
}

const tipPageOf = async (params: { lang?: string }, context: Route.LoaderArgs['context']) => {
  const user = await context.currentUser();
  const locale = localeOfParams(params);
  return user ? `${localizePath(locale, landingPathOf(user))}?activate` : localizePath(locale, '/profile');
};

/** The activate tip's one click: the API activates the profile and the tip shows the result. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const answer = await callApi(serverApi(context), identity.activateProfile, { locale: localeOfParams(params) });
  // Posted before the page was hydrated: back to the profile, whose badge shows the result (the tip, if it failed).
  if (isDocumentSubmit(request)) throw redirect(await tipPageOf(params, context), 303);
  return data({ ok: answer.ok }, { status: answer.status });
}
