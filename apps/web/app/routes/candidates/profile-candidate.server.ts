import { candidates, type Locale, type TCandidateOwn, type TSaveCandidateRequest } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from '../../lib/api.ts';
import { serverApi } from '../../lib/api-transport.server.ts';
import type { DataArgs } from '../../lib/data-args.ts';
import { localeOfParams } from '../../lib/locale-of.ts';
import { localizePath } from '../../lib/locale-path.ts';
import { orThrow } from '../../lib/or-throw.ts';
import { requireUser } from '../../lib/require-user.server.ts';

export type ProfileArgs = DataArgs;

/**
 * The signed-in worker and their own profile, for the pages that edit it: anyone else is sent where the guards say,
 * and a worker who has no profile yet goes to the add-resume page first.
 */
export async function requireOwnCandidate({ request, params, context }: ProfileArgs) {
  const user = await requireUser({ request, context }, ['auth', 'worker', 'has-resume']);
  const locale = localeOfParams(params);
  const own = await callApi(serverApi(context), candidates.getMyCandidate, { locale });
  // CANDIDATE_PROFILE_MISSING: the profile is made on the add-resume page first.
  const candidate = orThrow(own, { redirect: { 409: localizePath(locale, '/profile/add-resume') }, failure: 500 });
  return { user, candidate, locale };
}

/**
 * The whole profile as `POST me/candidate` takes it: a save replaces everything, so a tab that edits one part (the
 * contacts) sends the rest as it stands.
 */
export const requestOf = (own: TCandidateOwn): TSaveCandidateRequest => ({
  name: own.name,
  desired_position: own.desired_position,
  specialization_ids: own.specialization_ids,
  keyword_ids: own.keyword_ids,
  tags: own.tags,
  seniority: own.seniority,
  experience: own.experience,
  english_level: own.english_level,
  salary: own.salary,
  job_types: own.job_types,
  employment: own.employment,
  places: own.places.map((place) => ({ country_id: place.country_id, city_id: place.city_id })),
  expectation_description: own.expectation_description,
  is_public: own.is_public,
  contacts: own.contacts,
});

export const saveCandidate = (context: AppLoadContext, locale: Locale, body: TSaveCandidateRequest) =>
  callApi(serverApi(context), candidates.saveMyCandidate, { body, locale });
