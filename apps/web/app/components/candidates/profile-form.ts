import { type TCandidateOwn, ZSaveCandidateRequest } from '@hushwork/contract';

/**
 * The profile's own fields as the add-resume and resume pages post them: the contacts have a tab of their own, and
 * `is_public` comes as the `listed` checkbox (a control), since an unticked box posts nothing and the body's default
 * would read that as "public".
 */
export const ZProfileForm = ZSaveCandidateRequest.omit({ contacts: true });
export const PROFILE_FORM_CONTROLS = ['listed'] as const;

/** What the edit form starts from: the profile's text and single choices (lists are ticked by their components). */
export const profileDefaults = (own: TCandidateOwn) => ({
  name: own.name,
  desired_position: own.desired_position,
  seniority: own.seniority ?? '',
  experience: own.experience,
  english_level: own.english_level,
  salary: own.salary === null ? '' : String(own.salary),
  expectation_description: own.expectation_description,
});
