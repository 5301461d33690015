import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createVacancy } from '../vacancy.factory.ts';
import { vacancyKit } from '../vacancy-test-kit.ts';

/**
 * The job search's public calls answer everyone alike: a guest, a job seeker, a company (not the vacancies' own) and
 * an admin get the same 200 and the same data, and the same refusal for the same bad input.
 */
let t: TestApp;
const { call, cityId, companyWithTeam, adminToken, workerToken } = vacancyKit(() => t);
type Role = 'guest' | 'worker' | 'company' | 'admin';
const tokens: Record<Role, string | undefined> = { guest: undefined, worker: '', company: '', admin: '' };
let slug = '';
let id = 0;

beforeAll(async () => {
  t = await createTestApp();
  const team = await companyWithTeam('Public Calls');
  const reader = await companyWithTeam('Just Looking');
  tokens.worker = await workerToken();
  tokens.company = reader.member.token;
  tokens.admin = await adminToken();
  const react = (await call('/api/keywords?search=React&limit=50'))
    .json()
    .data.list.find((item: { slug: string }) => item.slug === 'react').id as number;
  const berlin = await cityId('berlin');
  const base = { companyId: team.company.id, authorUserId: team.owner.user.id };
  const vip = await createVacancy(t.database.db, {
    ...base,
    title: 'Senior React Developer',
    keyword_ids: [react],
    seniority: 'senior',
    city_ids: [berlin],
    hiring_bonus: 800,
    is_vip: true,
  });
  await createVacancy(t.database.db, {
    ...base,
    title: 'Junior React Developer',
    keyword_ids: [react],
    seniority: 'junior',
  });
  [slug, id] = [vip.slug, vip.id];
}, 60_000);

const ROLES: Role[] = ['guest', 'worker', 'company', 'admin'];
const asEveryone = (url: string) => Promise.all(ROLES.map((role) => call(url, { token: tokens[role] })));

describe('the public vacancy calls, as every role', () => {
  it('answer a guest, a job seeker, a company and an admin the same 200 and the same data', async () => {
    const urls = [
      '/api/jobs',
      '/api/jobs?search=react&seniority=senior&with_bonus=1',
      `/api/jobs/landing?path=${encodeURIComponent('technologies/react/senior')}`,
      '/api/search/jobs?search=reac',
      `/api/search/vacancy/${slug}`,
      '/api/vacancies/vip',
      '/api/vacancies/search/pages',
      '/api/vacancies/search/pages?continent_slug=europe',
      `/api/vacancies/get-slug/${id}`,
    ];
    for (const url of urls) {
      const answers = await asEveryone(url);
      expect(
        answers.map((answer) => answer.statusCode),
        url,
      ).toEqual([200, 200, 200, 200]);
      const [guest, ...others] = answers.map((answer) => answer.json());
      for (const [i, other] of others.entries()) expect(other, `${url} as ${ROLES[i + 1]}`).toEqual(guest);
    }
  });

  it('find the vacancies they are asked for', async () => {
    const [jobs, landing, suggestions, pick, vip, pages] = await Promise.all(
      [
        '/api/jobs?with_bonus=1',
        `/api/jobs/landing?path=${encodeURIComponent('technologies/react/senior')}`,
        '/api/search/jobs?search=reac',
        `/api/search/vacancy/${slug}`,
        '/api/vacancies/vip',
        '/api/vacancies/search/pages',
      ].map(async (url) => (await call(url, { token: tokens.worker })).json().data),
    );
    expect(jobs.list.map((card: { slug: string }) => card.slug)).toEqual([slug]);
    expect(landing.jobs.list.map((card: { slug: string }) => card.slug)).toEqual([slug]);
    expect(suggestions.vacancies.map((item: { slug: string }) => item.slug)).toContain(slug);
    expect(pick).toMatchObject({ id, slug, hiring_bonus: 800, is_vip: true });
    expect(vip.list.map((card: { id: number }) => card.id)).toEqual([id]);
    expect(pages.technologies.map((link: { path: string }) => link.path)).toContain('/job-openings/technologies/react');
  });

  it('refuse the same bad input alike for every role', async () => {
    const refusals: [string, number, string][] = [
      ['/api/jobs?page=0', 422, 'VALIDATION_FAILED'],
      ['/api/jobs?seniority=guru', 422, 'VALIDATION_FAILED'],
      ['/api/jobs?keyword_ids=abc', 422, 'VALIDATION_FAILED'],
      ['/api/jobs?with_bonus=maybe', 422, 'VALIDATION_FAILED'],
      ['/api/jobs/landing', 422, 'VALIDATION_FAILED'],
      [`/api/jobs/landing?path=${encodeURIComponent('technologies/no-such-technology')}`, 404, 'LANDING_NOT_FOUND'],
      ['/api/search/jobs', 422, 'VALIDATION_FAILED'],
      [`/api/search/jobs?search=${'a'.repeat(101)}`, 422, 'VALIDATION_FAILED'],
      ['/api/search/vacancy/Not_A_Slug', 422, 'VALIDATION_FAILED'],
      ['/api/search/vacancy/no-such-vacancy-1', 404, 'VACANCY_NOT_FOUND'],
      ['/api/vacancies/search/pages?continent_slug=atlantis', 404, 'CONTINENT_NOT_FOUND'],
      ['/api/vacancies/search/pages?continent_slug=Not%20A%20Slug!', 422, 'VALIDATION_FAILED'],
      ['/api/vacancies/get-slug/abc', 422, 'VALIDATION_FAILED'],
      ['/api/vacancies/get-slug/0', 422, 'VALIDATION_FAILED'],
      ['/api/vacancies/get-slug/999999', 404, 'VACANCY_NOT_FOUND'],
    ];
    for (const [url, status, code] of refusals) {
      const answers = await asEveryone(url);
      for (const [i, answer] of answers.entries()) {
        expect(answer.statusCode, `${url} as ${ROLES[i]}`).toBe(status);
        expect(answer.json().code, `${url} as ${ROLES[i]}`).toBe(code);
      }
    }
  });
});
