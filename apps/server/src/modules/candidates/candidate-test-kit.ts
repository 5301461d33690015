import { expect } from 'vitest';
import { registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { signIn } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { createCompany } from '../companies/index.ts';
import { setCandidateModeration } from './candidate.factory.ts';

/** Catalog ids a test profile may name: a role specialization, a keyword, Kraków and its country. */
export type References = { specializationId: number; keywordId: number; cityId: number; countryId: number };

export async function referencesOf(t: TestApp): Promise<References> {
  const specs = await t.app.inject({ url: '/api/specializations?type_id=2' });
  const keywords = await t.app.inject({ url: '/api/keywords' });
  const cities = await t.app.inject({ url: '/api/cities?search=Krak' });
  const city = cities.json().data.list[0];
  return {
    specializationId: specs.json().data.list[0].id,
    keywordId: keywords.json().data.list[0].id,
    cityId: city.id,
    countryId: city.country_id,
  };
}

export const caller = (t: TestApp) => testClient(t.app).call;

/** A whole profile as the add-resume page sends it; names and contacts are distinctive, to be looked for in answers. */
export const profileBody = (refs: References, overrides: object = {}) => ({
  name: 'Bartholomew Quillfeather',
  desired_position: 'Senior Python developer',
  specialization_ids: [refs.specializationId],
  keyword_ids: [refs.keywordId],
  tags: ['Django', 'django', 'FastAPI'],
  seniority: 'senior',
  experience: '5y+',
  english_level: 'upper_intermediate',
  salary: 5000,
  job_types: ['full_time', 'is_remote_work'],
  employment: ['is_seekers'],
  places: [{ country_id: refs.countryId, city_id: refs.cityId }],
  expectation_description: 'Backend work on data-heavy products.',
  is_public: true,
  contacts: {
    email: 'quillfeather@example.org',
    phone: '+48 600 100 200',
    telegram: '@quillfeather_b',
    linkedin: 'linkedin.com/in/quillfeather',
    github: 'https://github.com/quillfeather',
  },
  ...overrides,
});

/** What the anonymous views must never carry of `profileBody`'s person. */
const SECRETS = ['Quillfeather', 'quillfeather', '600 100 200', '600100200'];

export function expectAnonymous(body: unknown) {
  const text = JSON.stringify(body);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

export const newWorker = (t: TestApp, name = 'Olena Worker') => register(t.app, { role_id: 1, name });

/** A company account that owns an approved company, its token and the company's id. */
export async function newCompanyMember(t: TestApp, name = 'Acme Hiring') {
  const account = await register(t.app, { role_id: 2, name: 'Marta Recruiter' });
  const company = await createCompany(t.database.db, {
    ownerUserId: account.user.id,
    ownerName: 'Marta Recruiter',
    name: `${name} ${account.user.id}`,
  });
  return { ...account, companyId: company.id };
}

export const newAdmin = (t: TestApp) => signIn(t, 'admin');

/** A worker with a saved profile, approved by moderation. */
export async function approvedCandidate(t: TestApp, refs: References, overrides: object = {}) {
  const call = caller(t);
  const worker = await newWorker(t);
  const saved = await call('/api/me/candidate', {
    method: 'POST',
    token: worker.token,
    payload: profileBody(refs, overrides),
  });
  expect(saved.statusCode).toBe(200);
  const id = saved.json().data.id as number;
  await setCandidateModeration(t.database.db, id, 'approved');
  return { ...worker, candidateId: id, slug: saved.json().data.slug as string };
}
