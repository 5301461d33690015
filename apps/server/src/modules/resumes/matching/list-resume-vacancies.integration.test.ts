import { RESUMES, resumes } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCompany } from '../../companies/index.ts';
import { createVacancy } from '../../vacancies/index.ts';
import { englishDocument, resumeKit, tokenHeader } from '../resume-test-kit.ts';

let t: TestApp;
const kit = resumeKit(() => t);
const { api } = kit;
let vacancyOf: (title: string, options?: object) => Promise<{ id: number; slug: string }>;

beforeAll(async () => {
  t = await createTestApp();
  const employer = await signIn(t, 'company', { name: 'Hiring Hanna' });
  const company = await createCompany(t.database.db, {
    ownerUserId: employer.user.id,
    ownerName: 'Hiring Hanna',
    name: 'Carpathian Quality',
  });
  vacancyOf = (title, options = {}) =>
    createVacancy(t.database.db, { companyId: company.id, authorUserId: employer.user.id, title, ...options });
});

const matchesOf = async (id: string, headers: Record<string, string>, bearer?: string) => {
  const answer = await api(resumes.listResumeVacancies, { token: bearer, headers, params: { id } });
  expect(answer.statusCode).toBe(200);
  return answer.data.list;
};

describe('vacancies for a resume', () => {
  it('lists open approved vacancies that share the position or a skill, best first, and nothing of the resume', async () => {
    const byTitle = await vacancyOf('Quality Assurance Engineer (manual and automated)');
    const bySkill = await vacancyOf('Test automation lead', {
      description: '<p>Our suites run on Playwright across three browsers.</p>',
    });
    await vacancyOf('Rust systems programmer', { description: '<p>Embedded work on routers.</p>' });
    await vacancyOf('Quality assurance engineer, pending', { moderation_status: 'pending' });
    await vacancyOf('Quality assurance engineer, closed', { state: 'closed' });

    const { id, token } = await kit.store(null, {
      document: englishDocument({ skills: [{ name: 'Playwright', level: 4 }, { name: '!!!' }] }),
    });
    const list = await matchesOf(id, tokenHeader(token));
    expect(list.map((vacancy) => vacancy.id)).toEqual([byTitle.id, bySkill.id]);
    expect(list[0]).toEqual({
      id: byTitle.id,
      slug: byTitle.slug,
      title: 'Quality Assurance Engineer (manual and automated)',
      company_name: 'Carpathian Quality',
      city: null,
      published_at: expect.any(String),
    });
    for (const secret of ['Olena', 'Kovalenko', 'olena.k@example.com', id])
      expect(JSON.stringify(list)).not.toContain(secret);
  });

  it(`answers at most ${RESUMES.matchingVacanciesMax}, and none for a resume with no position or skill yet`, async () => {
    for (let i = 0; i < RESUMES.matchingVacanciesMax + 2; i += 1) await vacancyOf(`Zymurgy specialist ${i}`);
    const worker = await signIn(t, 'worker');
    const { id } = await kit.store(worker.token, {
      document: englishDocument({ position: { title: 'Zymurgy specialist' }, skills: [] }),
    });
    expect(await matchesOf(id, {}, worker.token)).toHaveLength(RESUMES.matchingVacanciesMax);
    const empty = await kit.store(worker.token, { document: {} });
    expect(await matchesOf(empty.id, {}, worker.token)).toEqual([]);
  });
});
