import { expect } from 'vitest';
import { registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { joinTeam } from '../../test/team-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

/**
 * What the admin tests make through the product, as its users would: companies with a team, vacancies and candidate
 * profiles, each waiting for moderation. (Another module's test kit is its own: a module reaches others by their API.)
 */
export function adminKit(t: () => TestApp) {
  const { call } = testClient(() => t().app);

  /** A valid answer of the vacancy wizard; override any field. */
  const vacancyBody = (overrides: object = {}) => ({
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
    questions: [],
    ...overrides,
  });

  /** A pending company made through the wizard by its owner, with a member in its team. */
  async function companyWithTeam(name: string, locale = 'en') {
    const owner = await register(t().app, { role_id: 2, name: 'Olga Owner' }, locale);
    const created = await call('/api/companies', { method: 'POST', token: owner.token, payload: { name } });
    expect(created.statusCode).toBe(201);
    const company = created.json().data as { id: number; slug: string };
    const member = await register(t().app, { role_id: 2, name: 'Marek Member' });
    await joinTeam(t(), owner.token, member);
    return { owner, member, company };
  }

  /** A worker's whole profile as the add-resume page sends it, with a distinctive name. */
  async function candidateBody(overrides: object = {}) {
    const specialization = (await call('/api/specializations?type_id=2')).json().data.list[0];
    const city = (await call('/api/cities?search=Krak')).json().data.list[0];
    return {
      name: 'Bartholomew Quillfeather',
      desired_position: 'Senior Python developer',
      specialization_ids: [specialization.id],
      keyword_ids: [],
      tags: [],
      seniority: 'senior',
      experience: '5y+',
      english_level: 'upper_intermediate',
      salary: 5000,
      job_types: ['full_time'],
      employment: ['is_seekers'],
      places: [{ country_id: city.country_id, city_id: city.id }],
      expectation_description: 'Backend work on data-heavy products.',
      is_public: true,
      contacts: { email: 'quillfeather@example.org' },
      ...overrides,
    };
  }

  return { call, vacancyBody, companyWithTeam, candidateBody };
}
