import { identity } from '@hushwork/contract';
import { data, redirect } from 'react-router';
import { submitToApi } from '../../../lib/api-form.server.ts';
import { isDocumentSubmit } from '../../../lib/document-submit.server.ts';
import { landingPathOf } from '../../../lib/guards.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'Profile'] } satisfies I18nHandle;

/**
 * Opened by hand, this post-only page sends the visitor to the form it serves: the settings on the role's profile
 * page (a guest goes through /profile to sign in). A client's wrong turn, so no error and nothing logged.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  throw redirect(await formPageOf(params, context));
}

const formPageOf = async (params: { lang?: string }, context: Route.LoaderArgs['context']) => {
  const user = await context.currentUser();
  const locale = localeOfParams(params);
  return user ? `${localizePath(locale, landingPathOf(user))}#notifications-title` : localizePath(locale, '/profile');
};

/** Saves the notification choices of the form on the profile pages. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const settings = form.getAll('setting').map(String);
  const shown = form.getAll('shown').map(String);
  const body = {
    settings: shown.map((key) => {
      const [kind, channel] = key.split(':');
      return { kind, channel, is_enabled: settings.includes(key) };
    }),
  };
  const response = await submitToApi(context, identity.saveMyNotifications, body, localeOfParams(params));
  // Posted before the page was hydrated: back to the settings, which show what was saved.
  if (isDocumentSubmit(request)) throw redirect(await formPageOf(params, context), 303);
  return data({ ok: response.ok, message: response.ok ? null : response.message }, { status: response.ok ? 200 : 422 });
}
