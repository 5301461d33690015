import { ROLES, type TApplyRequest, type TUser, type TVacancy } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applicationFormData } from '../../../components/applications/pending-application.ts';
import { testUser } from '../../../test/render-header.tsx';
import { applyFromVacancyPage, loadApplyState } from './apply.server.ts';

type Call = { path: string; method?: string; body?: unknown };

function contextOf(user: TUser | null, answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const context = {
    api: async (path: string, init?: { method?: string; body?: unknown }) => {
      const call = { path, method: init?.method, body: init?.body };
      calls.push(call);
      return { ...answer(call), headers: {} };
    },
    currentUser: async () => user,
  } as unknown as AppLoadContext;
  return { context, calls };
}

const vacancy = (changes: Partial<TVacancy> = {}) =>
  ({ id: 41, slug: 'kotlin-41', moderation_status: 'approved', state: 'active', ...changes }) as TVacancy;
const worker = testUser({ role_id: ROLES.worker });
const withProfile = testUser({ role_id: ROLES.worker, candidate: { id: 3 } as TUser['candidate'] });
const noApplications = () => ({ status: 200, body: { data: { list: [], total: 0, page: 1, pages: 0 } } });
const load = (user: TUser | null, changes: Partial<TVacancy> = {}, url = 'http://x/job-openings/kotlin-41') => {
  const { context, calls } = contextOf(user, noApplications);
  const request = new Request(url);
  return { state: loadApplyState({ request, params: {}, context }, vacancy(changes)), calls };
};
const post = (fields: Record<string, string>, path = '/job-openings/kotlin-41') => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://x${path}`, { method: 'POST', body });
};

describe('applying on a vacancy’s page', () => {
  it('offers a guest and a worker the form, with the profile when the worker has one, and a company nothing', async () => {
    expect(await load(null).state).toEqual({ kind: 'open', viewer: 'guest', hasProfile: false });
    expect(await load(worker).state).toEqual({ kind: 'open', viewer: 'worker', hasProfile: false });
    expect(await load(withProfile).state).toEqual({ kind: 'open', viewer: 'worker', hasProfile: true });
    const company = load(testUser({ role_id: ROLES.company }));
    expect(await company.state).toEqual({ kind: 'none' });
    expect(company.calls).toEqual([]);
    expect(await load(testUser({ role_id: ROLES.admin })).state).toEqual({ kind: 'none' });
  });

  it('asks for the worker’s application to this vacancy only, and says they applied', async () => {
    const application = { id: 9, vacancy_id: 41, status: 'new', is_read: false, created_at: '2026-05-01T10:00:00Z' };
    const { context, calls } = contextOf(worker, () => ({
      status: 200,
      body: { data: { list: [{ ...application, cover_letter: 'Hi', answers: [] }], total: 1, page: 1, pages: 1 } },
    }));
    const request = new Request('http://x/job-openings/kotlin-41?action=application_created');
    expect(await loadApplyState({ request, params: {}, context }, vacancy({ state: 'paused' }))).toEqual({
      kind: 'applied',
      application: { id: 9, status: 'new', is_read: false, created_at: '2026-05-01T10:00:00Z' },
      isJustSent: true,
    });
    expect(calls.map((call) => call.path)).toEqual(['/api/me/applications?vacancy_id=41']);
  });

  it('says why a paused or closed vacancy takes no application', async () => {
    expect(await load(worker, { state: 'paused' }).state).toEqual({ kind: 'closed', reason: 'paused' });
    expect(await load(null, { state: 'closed' }).state).toEqual({ kind: 'closed', reason: 'closed' });
  });

  it('hands a guest’s checked application back to keep through sign-in, instead of an error', async () => {
    const { context, calls } = contextOf(null, () => ({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Sign in' },
    }));
    const fields = {
      vacancy_id: '41',
      cover_letter: 'I fit',
      'answers[0].question_id': '5',
      'answers[0].answer': 'Five years',
    };
    const result = await applyFromVacancyPage({ request: post(fields), params: {}, context });
    // Nothing chosen (a form posted by an older page): anonymous, the default.
    const payload = {
      vacancy_id: 41,
      cover_letter: 'I fit',
      answers: [{ question_id: 5, answer: 'Five years' }],
      open_profile: false,
    };
    expect(result).toEqual({ reply: null, pending: { vacancy_id: 41, payload } });
    expect(calls).toEqual([{ path: '/api/job-applications', method: 'POST', body: payload }]);
  });

  it('keeps the applicant’s choice of name and contacts through sign-in, and posts it again on return', async () => {
    const { context, calls } = contextOf(null, () => ({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Sign in' },
    }));
    const first = await applyFromVacancyPage({
      request: post({ vacancy_id: '41', cover_letter: 'I fit', open_profile: 'true' }),
      params: {},
      context,
    });
    expect(calls[0]?.body).toMatchObject({ open_profile: true });
    const kept = (first as { pending: { payload: TApplyRequest } }).pending.payload;
    const again = Object.fromEntries(applicationFormData(kept)) as Record<string, string>;
    expect(again.open_profile).toBe('true');
    await applyFromVacancyPage({ request: post(again), params: {}, context });
    expect(calls[1]?.body).toMatchObject({ open_profile: true });
    await applyFromVacancyPage({
      request: post({ vacancy_id: '41', cover_letter: 'I fit', open_profile: 'false' }),
      params: {},
      context,
    });
    expect(calls[2]?.body).toMatchObject({ open_profile: false });
  });

  it('lands a sent application on the page with its confirmation, in the page’s language', async () => {
    const { context } = contextOf(worker, () => ({ status: 201, body: { data: { id: 9 } } }));
    const thrown = await applyFromVacancyPage({
      request: post({ vacancy_id: '41', cover_letter: 'I fit' }, '/uk/job-openings/kotlin-41'),
      params: { lang: 'uk' },
      context,
    }).catch((response: Response) => response);
    expect((thrown as Response).headers.get('location')).toBe(
      '/uk/job-openings/kotlin-41?action=application_created#apply',
    );
  });

  it('shows a second application’s refusal in the API’s words, the letter kept in the form', async () => {
    const refusal = { code: 'APPLICATION_EXISTS', message: 'You have already applied to this vacancy.' };
    const { context } = contextOf(worker, () => ({ status: 409, body: refusal }));
    const result = await applyFromVacancyPage({
      request: post({ vacancy_id: '41', cover_letter: 'Again' }),
      params: {},
      context,
    });
    expect(result.reply).toMatchObject({
      status: 'error',
      error: { '': ['You have already applied to this vacancy.'] },
      initialValue: { vacancy_id: '41', cover_letter: 'Again' },
      failure: { status: 409, code: 'APPLICATION_EXISTS' },
    });
  });

  it('refuses an empty letter without calling the API, worded as the API would', async () => {
    const { context, calls } = contextOf(worker, noApplications);
    const result = await applyFromVacancyPage({
      request: post({ vacancy_id: '41', cover_letter: ' ' }),
      params: {},
      context,
    });
    expect(result.reply?.error).toEqual({ cover_letter: ['This field is required'] });
    expect(calls).toEqual([]);
  });
});
