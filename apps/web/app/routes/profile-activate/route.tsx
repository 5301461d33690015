import { data } from 'react-router';
import { localeOfParams } from '../../lib/locale-of.ts';
import type { Route } from './+types/route';

/** The activate tip's one click: the API activates the profile and the tip shows the result. */
export async function action({ params, context }: Route.ActionArgs) {
  const response = await context.api('/api/me/activate', { method: 'POST', locale: localeOfParams(params) });
  return data({ ok: response.status === 200 }, { status: response.status === 200 ? 200 : response.status });
}
