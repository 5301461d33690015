import { PROFILE_FORM_CONTROLS, ZProfileForm } from '../../../components/candidates/profile-form.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { type ProfileArgs, requestOf, requireOwnCandidate, saveCandidate } from '../profile-candidate.server.ts';
import { loadProfileChoices } from '../profile-choices.server.ts';
import { loadCountries } from '../profile-countries.server.ts';

export async function loadResume(args: ProfileArgs) {
  const { user, candidate, locale } = await requireOwnCandidate(args);
  const [choices, countries] = await Promise.all([
    loadProfileChoices(args.context, locale, candidate),
    loadCountries(args.context, locale),
  ]);
  return { user, candidate, choices, countries };
}

/** Saves the profile's fields; its contacts, kept on their own tab, go along as they stand. */
export async function submitResume(args: ProfileArgs) {
  const { candidate, locale } = await requireOwnCandidate(args);
  const { submission, control } = await parseFormPost(args.request, ZProfileForm, locale, PROFILE_FORM_CONTROLS);
  if (submission.status !== 'success') return replyInvalid(submission);
  const saved = await saveCandidate(args.context, locale, {
    ...requestOf(candidate),
    ...submission.value,
    is_public: control('listed') === 'on',
  });
  if (!saved.ok) return replyWithFailure(submission, saved);
  return { ...submission.reply(), saved: true as const, moderation: saved.data.moderation_status };
}
