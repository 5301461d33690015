import { admin, type TItemStatistics } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { applicationsKit } from '../../applications/applications-test-kit.ts';

let t: TestApp;
const kit = applicationsKit(() => t);
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t, 'admin')).token;
});

const totals = (statistics: TItemStatistics) =>
  Object.fromEntries(statistics.metrics.map((metric) => [metric.metric, metric.total]));
const today = (statistics: TItemStatistics, metric: string) =>
  statistics.metrics.find((entry) => entry.metric === metric)?.points.at(-1)?.count;

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' };
const view = (url: string, who: { token?: string; ip?: string; headers?: Record<string, string> }) =>
  kit.call(url, { ip: '203.0.113.7', headers: browser, ...who });

async function statisticsOf(kind: 'vacancy' | 'company' | 'candidate' | 'employer', id: number) {
  const endpoint = {
    vacancy: admin.getAdminVacancyStatistics,
    company: admin.getAdminCompanyStatistics,
    candidate: admin.getAdminCandidateStatistics,
    employer: admin.getAdminEmployerStatistics,
  }[kind];
  const answer = await kit.api(endpoint, { token: adminToken, params: { id } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as TItemStatistics;
}

describe('view counts and item statistics (ADR 0037)', () => {
  it('counts a vacancy’s view once per viewer and day, never its own team’s, nor an admin’s or a crawler’s', async () => {
    const acme = await kit.company('Viewcount Co');
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const url = `/api/vacancies/slug/${vacancy.slug}`;
    expect((await view(url, {})).statusCode).toBe(200);
    await view(url, {});
    await view(url, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/129.0' } });
    await view(url, { ip: '198.51.100.20' });
    await view(url, { token: acme.owner.token });
    await view(url, { token: acme.member.token });
    await view(url, { token: adminToken });
    await view(url, { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
    const seeker = await kit.candidate();
    await view(`/api/vacancies/${vacancy.id}`, { token: seeker.token });
    await view(`/api/vacancies/${vacancy.id}`, { token: seeker.token, ip: '198.51.100.99' });

    // Guests by address and browser (3), the signed-in worker once whatever their address.
    await expect.poll(async () => totals(await statisticsOf('vacancy', vacancy.id)).views).toBe(4);
    const statistics = await statisticsOf('vacancy', vacancy.id);
    expect(statistics.metrics.map((metric) => metric.metric)).toEqual(['views', 'applications', 'responses', 'hires']);
    expect(statistics.metrics[0]?.points).toHaveLength(30);
    expect(today(statistics, 'views')).toBe(4);
    // What is kept of a viewer is a keyed hash of the day, the item and them: no address, no account id.
    const marks = await t.database.db.execute('select viewer from item_view_marks');
    const stored = JSON.stringify(marks);
    expect(stored).not.toContain('203.0.113.7');
    expect(stored).not.toContain('Firefox');
    expect(stored).not.toContain(`user:${seeker.user.id}`);
  });

  it('counts a company’s and a candidate’s page views, but not their owners’', async () => {
    const acme = await kit.company('Pageview Co');
    const slug = (await kit.api(admin.getAdminCompany, { token: adminToken, params: { id: acme.id } })).json().data
      .slug as string;
    await view(`/api/companies/${slug}`, {});
    await view(`/api/companies/${slug}`, { token: acme.owner.token });
    const seeker = await kit.candidate();
    await view(`/api/candidates/slug/${seeker.slug}`, {});
    await view(`/api/candidates/${seeker.candidateId}`, { ip: '198.51.100.30' });
    await view(`/api/candidates/${seeker.candidateId}`, { token: seeker.token });

    await expect.poll(async () => totals(await statisticsOf('company', acme.id)).views).toBe(1);
    await expect.poll(async () => totals(await statisticsOf('candidate', seeker.candidateId)).views).toBe(2);
  });

  it('reflects an application, the company’s answer and a hire, for the vacancy, company, employer and candidate', async () => {
    const acme = await kit.company('Hiring Stats Co');
    const vacancy = await kit.vacancy(acme.id, acme.admin.user.id);
    const seeker = await kit.candidate();
    const applied = (await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'Hello' })).json().data;
    const offered = await kit.call('/api/job-offers', {
      method: 'POST',
      token: acme.owner.token,
      payload: {
        candidate_id: seeker.candidateId,
        vacancy_id: vacancy.id,
        application_id: applied.id,
        message: 'Join',
      },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const approved = await kit.call(`/api/job-offers/${offered.json().data.id}/approve`, {
      method: 'POST',
      token: seeker.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const expected = { applications: 1, responses: 1, hires: 1 };
    expect(totals(await statisticsOf('vacancy', vacancy.id))).toMatchObject(expected);
    expect(totals(await statisticsOf('company', acme.id))).toMatchObject(expected);
    expect(totals(await statisticsOf('candidate', seeker.candidateId))).toMatchObject(expected);
    // The employer is who posted the vacancy, not the owner who answered.
    expect(totals(await statisticsOf('employer', acme.admin.user.id))).toMatchObject(expected);
    expect(totals(await statisticsOf('employer', acme.owner.user.id))).toEqual({
      views: 0,
      applications: 0,
      responses: 0,
      hires: 0,
    });
    const forVacancy = await statisticsOf('vacancy', vacancy.id);
    expect(today(forVacancy, 'applications')).toBe(1);
    expect(today(forVacancy, 'hires')).toBe(1);
  });

  it('answers “not found” for a missing item and for an account that is no employer', async () => {
    for (const endpoint of [
      admin.getAdminVacancyStatistics,
      admin.getAdminCompanyStatistics,
      admin.getAdminCandidateStatistics,
    ]) {
      const answer = await kit.api(endpoint, { token: adminToken, params: { id: 999_999 } });
      expect(answer.json().code).toBe('ADMIN_ITEM_NOT_FOUND');
    }
    const worker = await kit.worker();
    const notEmployer = await kit.api(admin.getAdminEmployerStatistics, {
      token: adminToken,
      params: { id: worker.user.id },
    });
    expect(notEmployer.json().code).toBe('ADMIN_ITEM_NOT_FOUND');
    const missing = await kit.api(admin.getAdminEmployerStatistics, { token: adminToken, params: { id: 999_999 } });
    expect(missing.json().code).toBe('ADMIN_USER_NOT_FOUND');
  });
});
