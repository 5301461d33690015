import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setCompanyModeration } from '../companies/index.ts';
import { createVacancy } from '../vacancies/index.ts';
import { approvedCandidate, caller, newCompanyMember, type References, referencesOf } from './candidate-test-kit.ts';

/**
 * The consent model's "not even that it exists" (candidate-policy.ts): a candidate who hid from a company, and a
 * company nobody outside its team may see yet, are answered by every call that takes their id exactly as an id that
 * never existed: same status, same code, same words.
 */
let t: TestApp;
let refs: References;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  refs = await referencesOf(t);
  call = caller(t);
});

const UNKNOWN = 2_000_000_000;
const RATINGS = { rating: 4, salary_rating: 4, management_rating: 4, work_life_rating: 4, growth_rating: 4 };
type Request = { method?: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };

async function expectAlike(token: string, of: (id: number) => Request, hiddenId: number) {
  const answer = async (id: number) => {
    const { url, ...rest } = of(id);
    const response = await call(url, { ...rest, token });
    return { url: url.replace(String(id), '{id}'), status: response.statusCode, body: response.json() };
  };
  expect.soft(await answer(hiddenId)).toEqual(await answer(UNKNOWN));
}

describe('a candidate who hid from a company, to that company', () => {
  it('is answered as an unknown id by every call that names them', async () => {
    const candidate = await approvedCandidate(t, refs);
    const company = await newCompanyMember(t);
    const vacancy = await createVacancy(t.database.db, { companyId: company.companyId, authorUserId: company.user.id });
    const hidden = await call('/api/me/candidate/hidden-companies', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: company.companyId },
    });
    expect(hidden.statusCode).toBe(201);

    const calls: ((id: number) => Request)[] = [
      (id) => ({ method: 'POST', url: '/api/favorites', payload: { type: 'candidate', id } }),
      (id) => ({ url: `/api/candidates/${id}` }),
      (id) => ({ url: `/api/candidates/get-slug/${id}` }),
      (id) => ({ method: 'POST', url: `/api/candidates/${id}/note`, payload: { text: 'Strong on Django' } }),
      (id) => ({ method: 'DELETE', url: `/api/candidates/${id}/note` }),
      (id) => ({ method: 'POST', url: '/api/candidates/rating', payload: { candidate_id: id, rating: 4 } }),
      (id) => ({ url: `/api/candidates/${id}/contacts/email` }),
      (id) => ({ method: 'POST', url: `/api/candidates/${id}/public-contacts` }),
      (id) => ({ url: `/api/messages/first-text?candidate_id=${id}` }),
      (id) => ({ method: 'POST', url: '/api/me/rooms', payload: { candidate_id: id, text: 'Hello, a role for you?' } }),
      (id) => ({
        method: 'POST',
        url: '/api/job-offers',
        payload: { candidate_id: id, vacancy_id: vacancy.id, message: 'Join us' },
      }),
      (id) => ({ method: 'POST', url: `/api/candidates/quick-job/${id}`, payload: { vacancy_id: vacancy.id } }),
    ];
    for (const of of calls) await expectAlike(company.token, of, candidate.candidateId);
  });
});

describe('a company nobody outside its team may see yet, to a candidate', () => {
  it('is answered as an unknown id by every call that names it', async () => {
    const candidate = await approvedCandidate(t, refs);
    const owner = await newCompanyMember(t, 'Pending Works');
    const pending = { id: owner.companyId };
    await setCompanyModeration(t.database.db, pending.id, 'pending');

    const calls: ((id: number) => Request)[] = [
      (id) => ({ method: 'POST', url: '/api/open-profile', payload: { company_id: id, source: 'profile' } }),
      (id) => ({ method: 'POST', url: '/api/me/candidate/hidden-companies', payload: { company_id: id } }),
      (id) => ({ method: 'DELETE', url: `/api/me/candidate/hidden-companies/${id}` }),
      (id) => ({ method: 'POST', url: '/api/favorites', payload: { type: 'company', id } }),
      (id) => ({ method: 'POST', url: `/api/companies/${id}/note`, payload: { text: 'Looks calm' } }),
      (id) => ({ url: `/api/companies/${id}/vacancies` }),
      (id) => ({ url: `/api/companies/${id}/reviews` }),
      (id) => ({
        method: 'POST',
        url: `/api/companies/${id}/reviews`,
        payload: { ...RATINGS, title: 'Calm place', pros: 'Kind people who help.', cons: 'Slow builds every day.' },
      }),
    ];
    for (const of of calls) await expectAlike(candidate.token, of, pending.id);
    const openings = await call('/api/open-profile', { token: candidate.token });
    expect(openings.json().data.list).toEqual([]);
  });
});
