import { expect } from 'vitest';
import { registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { signIn } from '../../test/sign-in.ts';
import { joinTeam } from '../../test/team-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { setCompanyModeration } from '../companies/index.ts';

/** What the vacancies' integration tests share: calls as a client makes them, and the people who make them. */
export function vacancyKit(t: () => TestApp) {
  const { call, api } = testClient(() => t().app);

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

  const adminToken = async () => (await signIn(t(), 'admin')).token;

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

  return { call, api, cityId, companyWithTeam, adminToken, workerToken, wizard, register: () => register(t().app) };
}
