import { data } from 'react-router';
import { localeOfParams } from '../../lib/locale-of.ts';
import type { Route } from './+types/route';

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
  const response = await context.api<{ message?: string }>('/api/me/notifications', {
    method: 'POST',
    body,
    locale: localeOfParams(params),
  });
  return data(
    { ok: response.status === 200, message: response.body.message ?? null },
    { status: response.status === 200 ? 200 : 422 },
  );
}
