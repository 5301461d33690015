import { expect } from 'vitest';
import { bearer, newIp, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { joinTeam } from '../../test/team-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { setCompanyModeration } from '../companies/index.ts';
import { createUser } from '../identity/index.ts';

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; token?: string; payload?: object; locale?: string };

/** What the vacancies' integration tests share: calls as a client makes them, and the people who make them. */
export function vacancyKit(t: () => TestApp) {
  const call = (url: string, { method = 'GET', token, payload, locale = 'en' }: Call = {}) =>
    t().app.inject({ method, url, payload, headers: { 'accept-language': locale, ...(token ? bearer(token) : {}) } });

  const cityId = async (slug: string) => {
    const found = await call(`/api/cities/slug/${slug}`);
    expect(found.statusCode).toBe(200);
    return found.json().data.id as number;
  };

  /** An approved company with its owner and a team member. */
  async function companyWithTeam(name: string) {
    const owner = await register(t().app, { role_id: 2, name: 'Olga Owner' });
    const created = await call('/api/companies', { method: 'POST', token: owner.token, payload: { name } });
    expect(created.statusCode).toBe(201);
    const company = created.json().data as { id: number; slug: string; name: string };
    await setCompanyModeration(t().database.db, company.id, 'approved');
    const member = await register(t().app, { role_id: 2, name: 'Marek Member' });
    await joinTeam(t(), owner.token, member);
    return { owner, member, company };
  }

  async function adminToken() {
    const email = `admin-${Date.now()}-${Math.random()}@example.com`;
    await createUser(t().database.db, { role: 'admin', email, password: 'blue-Harbor-42', name: 'Ada Admin' });
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'blue-Harbor-42' },
      remoteAddress: newIp(),
    });
    return login.json().data.token as string;
  }

  const workerToken = async () => (await register(t().app, { role_id: 1 })).token;

  /** A valid answer of the vacancy wizard; override any field. */
  const wizard = (overrides: object = {}) => ({
    title: 'Senior React Developer',
    description: '<p>Build the <strong>checkout</strong> of a busy shop.</p>',
    specialization_ids: [2],
    keyword_ids: [],
    seniority: 'senior',
    experience: '3y+',
    english_level: 'upper_intermediate',
    budget: 4000,
    budget2: 6000,
    currency: 'USD',
    job_types: ['full_time', 'is_remote_work'],
    employment: ['is_seekers'],
    city_ids: [],
    hiring_bonus: null,
    questions: ['Which project are you proudest of?'],
    ...overrides,
  });

  return { call, cityId, companyWithTeam, adminToken, workerToken, wizard, register: () => register(t().app) };
}
