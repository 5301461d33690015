import type { TUser } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadAddJob, submitAddJob } from './add-job.server.ts';

const employer = (isOwner: boolean): TUser => ({
  id: 3,
  role_id: 2,
  email: 'hr@acme.test',
  name: 'Olena',
  locale: 'en',
  email_verification: true,
  is_active: true,
  is_profile_active: true,
  status: 'active',
  has_password: true,
  unread_messages: 0,
  favorites_count: 0,
  unread_responses: 0,
  unread_offers: 0,
  invite_code: 'abc123',
  candidate: null,
  company: {
    id: 7,
    slug: 'acme',
    name: 'Acme',
    description: '',
    is_public: true,
    moderation_status: 'approved',
    moderation_note: null,
    logo_id: null,
    can_send_job_offer: false,
  },
  employer: {
    name: 'Olena',
    position: null,
    created_at: '2026-01-01T00:00:00.000Z',
    community: false,
    logo_id: null,
    is_owner: isOwner,
    is_admin: isOwner,
    waiting_company_approval: false,
    has_hiring_payment_reminder: false,
    tariff: { active: false },
  },
});

type Call = { path: string; method?: string; body?: unknown };
/** The API as the page's loader and action reach it, answering each path as the test says; calls are recorded. */
function contextOf(user: TUser, answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const context = {
    nonce: '',
    api: async (path: string, init?: { method?: string; body?: unknown }) => {
      const call = { path, method: init?.method, body: init?.body };
      calls.push(call);
      return { ...answer(call), headers: {} };
    },
    currentUser: async () => user,
    reportError: () => {},
    publicConfig: {
      telegramChannelUrl: null,
      publicUrl: 'http://x',
      flags: { companyPremium: false, community: false },
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}
const catalogsAnswer = ({ path }: Call) =>
  path.startsWith('/api/catalogs')
    ? { status: 200, body: { data: { seniority: [{ key: 'junior', name: 'Junior' }] } } }
    : { status: 200, body: { data: { list: [{ id: 1, name: 'Backend' }], total: 1, page: 1, pages: 1 } } };

const get = (path: string) => new Request(`http://x${path}`);
const post = (path: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://x${path}`, { method: 'POST', body });
};
const thrownBy = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (thrown) {
    return thrown as Response;
  }
  throw new Error('expected a redirect');
};
const validFields = {
  title: 'Senior Go developer',
  description: '<p>Payments for <b>logistics</b>.</p>',
  specialization_ids: '1',
  job_types: 'is_remote_work',
  budget: '25 000',
  budget2: '40000',
};

describe('the add-job page with company premium', () => {
  it('shows the wizard whatever the company paid while premium is off', async () => {
    const { context } = contextOf(employer(false), catalogsAnswer);
    const page = await loadAddJob({ request: get('/profile/add-job'), params: {}, context }, { companyPremium: false });
    expect(page.payDialog).toBeNull();
    expect(page.choices?.specializations).toEqual([{ id: 1, name: 'Backend' }]);
    expect(page.choices?.seniority).toEqual([{ key: 'junior', name: 'Junior' }]);
  });

  it('sends the owner of an unpaid company to the payment page and back to the wizard in their language', async () => {
    const { context } = contextOf(employer(true), catalogsAnswer);
    const response = await thrownBy(
      loadAddJob(
        { request: get('/uk/profile/add-job'), params: { lang: 'uk' }, context },
        { companyPremium: true, isLive: () => true },
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/uk/profile/payment/company?redirect=%2Fuk%2Fprofile%2Fadd-job');
  });

  it('shows the owner the pay dialog while the payment page is not live', async () => {
    const { context, calls } = contextOf(employer(true), catalogsAnswer);
    const page = await loadAddJob(
      { request: get('/profile/add-job'), params: {}, context },
      { companyPremium: true, isLive: () => false },
    );
    expect(page).toEqual({ payDialog: 'owner', choices: null });
    expect(calls).toEqual([]);
  });

  it('shows a member the pay dialog instead of the wizard', async () => {
    const { context } = contextOf(employer(false), catalogsAnswer);
    const page = await loadAddJob(
      { request: get('/profile/add-job'), params: {}, context },
      { companyPremium: true, isLive: () => true },
    );
    expect(page).toEqual({ payDialog: 'member', choices: null });
  });
});

describe('posting the wizard', () => {
  it('sends the amounts without their grouping spaces and lands on the new vacancy’s manage page', async () => {
    const { context, calls } = contextOf(employer(false), () => ({ status: 201, body: { data: { id: 41 } } }));
    const response = await thrownBy(
      submitAddJob({ request: post('/pl/profile/add-job', validFields), params: { lang: 'pl' }, context }),
    );
    expect(response.headers.get('location')).toBe('/pl/profile/job-openings/41?created=1');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/api/vacancies', method: 'POST' });
    expect(calls[0]?.body).toMatchObject({ budget: 25000, budget2: 40000, specialization_ids: [1], currency: 'USD' });
  });

  it('answers the API’s premium refusal to a member with the pay dialog and its message', async () => {
    const refusal = { message: 'Company premium is required.', code: 'COMPANY_PREMIUM_REQUIRED' };
    const { context } = contextOf(employer(false), () => ({ status: 402, body: refusal }));
    const reply = await submitAddJob({ request: post('/profile/add-job', validFields), params: {}, context });
    expect(reply.payDialog).toBe('member');
    expect(reply.error?.['']).toEqual(['Company premium is required.']);
  });

  it('refuses a vacancy with neither a city nor remote work in the page’s language, without calling the API', async () => {
    const { context, calls } = contextOf(employer(false), () => ({ status: 500, body: null }));
    const fields = { ...validFields, job_types: 'full_time' };
    const reply = await submitAddJob({ request: post('/de/profile/add-job', fields), params: { lang: 'de' }, context });
    expect(calls).toEqual([]);
    expect(reply.error?.city_ids?.[0]).toMatch(/\S/);
    expect(reply.error?.city_ids?.[0]).not.toBe('validation:placeOrRemote');
  });
});
