import { admin, zId } from '@hushwork/contract';
import { PROFILE_FORM_CONTROLS } from '../../../components/candidates/profile-form.ts';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { requestOf } from '../../candidates/profile-candidate.server.ts';
import { loadProfileChoices } from '../../candidates/profile-choices.server.ts';
import { loadCountries } from '../../candidates/profile-countries.server.ts';
import { loadAdminItem } from '../lib/admin-item.server.ts';
import { ZCandidateEditForm } from './candidate-edit-form.ts';

type Args = DataArgs<{ id?: string }>;

/**
 * `/admin/candidates/edit/{id?}`: with an id, the candidate to edit; without, the picker's matches for its search
 * (the candidates list's own search: name, position, e-mail).
 */
export async function loadCandidateEdit(args: Args) {
  const { request, params, context } = args;
  await requireUser({ request, context }, ['auth', 'admin']);
  if (params.id !== undefined) {
    const locale = localeOfParams(params);
    const [candidate, choices, countries] = await Promise.all([
      loadAdminItem(args, admin.getAdminCandidate),
      loadProfileChoices(context, locale),
      loadCountries(context, locale),
    ]);
    return { candidate, choices, countries, q: '', matches: null };
  }
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  if (!q) return { candidate: null, choices: null, countries: null, q, matches: null };
  const answer = await callApi(serverApi(context), admin.listAdminCandidates, {
    query: { q },
    locale: localeOfParams(params),
  });
  return { candidate: null, choices: null, countries: null, q, matches: orThrow(answer).list };
}

/** Saves the profile's fields, its contacts as they stand, then back to the candidate's page. */
export async function submitCandidateEdit({ request, params, context }: Args) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const id = zId.parse(params.id);
  const { submission, control } = await parseFormPost(request, ZCandidateEditForm, locale, PROFILE_FORM_CONTROLS);
  if (submission.status !== 'success') return replyInvalid(submission);
  const api = serverApi(context);
  const current = orThrow(await callApi(api, admin.getAdminCandidate, { params: { id }, locale }));
  const answer = await callApi(api, admin.updateAdminCandidate, {
    params: { id },
    body: { ...requestOf(current), ...submission.value, is_public: control('listed') === 'on' },
    locale,
  });
  if (!answer.ok) return replyWithFailure(submission, answer);
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  throw redirectWithToast(request, localizePath(locale, `/admin/candidates/${id}`), {
    tone: 'success',
    text: words.t('AdminCandidates:edit.saved'),
  });
}
