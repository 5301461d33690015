import { admin } from '@hushwork/contract';
import { redirect } from 'react-router';
import { PROFILE_FORM_CONTROLS } from '../../../components/candidates/profile-form.ts';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { loadProfileChoices } from '../../candidates/profile-choices.server.ts';
import { loadCountries } from '../../candidates/profile-countries.server.ts';
import { ZCandidateAddForm } from '../admin-candidate-edit/candidate-edit-form.ts';

/** The profile form's choices (positions, specializations, skills) and countries, as the add-resume page has them. */
export async function loadCandidateAdd({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const [choices, countries] = await Promise.all([loadProfileChoices(context, locale), loadCountries(context, locale)]);
  return { choices, countries };
}

/** Adds the candidate, then opens its page; the API's refusals (a taken address) come back to their fields. */
export async function submitCandidateAdd({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const { submission, control } = await parseFormPost(request, ZCandidateAddForm, locale, PROFILE_FORM_CONTROLS);
  if (submission.status !== 'success') return replyInvalid(submission);
  const answer = await callApi(serverApi(context), admin.createAdminCandidate, {
    body: { ...submission.value, is_public: control('listed') === 'on' },
    locale,
  });
  if (!answer.ok) return replyWithFailure(submission, answer);
  throw redirect(localizePath(locale, `/admin/candidates/${answer.data.id}`));
}
