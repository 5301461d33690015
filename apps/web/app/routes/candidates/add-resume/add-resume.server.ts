import { redirect } from 'react-router';
import { PROFILE_FORM_CONTROLS, ZProfileForm } from '../../../components/candidates/profile-form.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { type ProfileArgs, saveCandidate } from '../profile-candidate.server.ts';
import { loadProfileChoices } from '../profile-choices.server.ts';
import { loadCountries } from '../profile-countries.server.ts';

/** The add-resume page is for a worker with no profile yet (the guard sends one who has it to /profile/user). */
const requireWorkerWithoutProfile = (args: ProfileArgs) => requireUser(args, ['auth', 'worker', 'add-resume-page']);

export async function loadAddResume(args: ProfileArgs) {
  const user = await requireWorkerWithoutProfile(args);
  const locale = localeOfParams(args.params);
  const [choices, countries] = await Promise.all([
    loadProfileChoices(args.context, locale),
    loadCountries(args.context, locale),
  ]);
  return { user, choices, countries };
}

/** Creates the profile (`POST me/candidate`); it awaits moderation, and the worker lands on their profile. */
export async function submitAddResume(args: ProfileArgs) {
  await requireWorkerWithoutProfile(args);
  const locale = localeOfParams(args.params);
  const { submission, control } = await parseFormPost(args.request, ZProfileForm, locale, PROFILE_FORM_CONTROLS);
  if (submission.status !== 'success') return replyInvalid(submission);
  const saved = await saveCandidate(args.context, locale, {
    ...submission.value,
    is_public: control('listed') === 'on',
  });
  if (!saved.ok) return replyWithFailure(submission, saved);
  throw redirect(localizePath(locale, '/profile/user'));
}
