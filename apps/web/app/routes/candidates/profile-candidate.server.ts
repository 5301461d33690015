import {
  candidates,
  type Locale,
  type TCandidateOwn,
  type TSaveCandidateRequest,
  type TUser,
} from '@hushwork/contract';
import { type AppLoadContext, redirect } from 'react-router';
import { callApi } from '../../lib/api.ts';
import { serverApi } from '../../lib/api-transport.server.ts';
import { runGuards } from '../../lib/guards.server.ts';
import { localeOfParams } from '../../lib/locale-of.ts';
import { localizePath } from '../../lib/locale-path.ts';

export type ProfileArgs = { request: Request; params: { lang?: string }; context: AppLoadContext };

/**
 * The signed-in worker and their own profile, for the pages that edit it: anyone else is sent where the guards say,
 * and a worker who has no profile yet goes to the add-resume page first.
 */
export async function requireOwnCandidate({ request, params, context }: ProfileArgs) {
  const user = await context.currentUser();
  runGuards(['auth', 'worker', 'has-resume'], { request, user });
  const locale = localeOfParams(params);
  const own = await callApi(serverApi(context), candidates.getMyCandidate, { locale });
  if (!own.ok) {
    if (own.status === 409) throw redirect(localizePath(locale, '/profile/add-resume'));
    throw new Response(null, { status: 500 });
  }
  return { user: user as TUser, candidate: own.data, locale };
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
