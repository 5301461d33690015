import { vacancies as endpoints, SALARIES, SENIORITY } from '@hushwork/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../manage/lib/sql-rows.ts';
import { createVacancies, type VacancyOptions } from '../vacancy.factory.ts';
import { vacancyKit } from '../vacancy-test-kit.ts';
import { refreshSalaryFigures } from './refresh-salary-figures.ts';

let t: TestApp;
const { call, api, cityId, companyWithTeam } = vacancyKit(() => t);
const technology = { react: 0, typescript: 0, python: 0 };
const country = { germany: 0, poland: 0 };

/** A fixed sequence standing in for randomness: the same vacancies on every run, varied enough to spread figures. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    // The high bits: an LCG's low bits repeat within a few steps.
    return Math.floor((state / 2 ** 31) * n);
  };
}

type Figure = { vacancies: number; p25: number; median: number; p75: number };

/** The same statistics computed straight from the vacancies, one group at a time, as an analyst would. */
async function directFigure(techId: number, seniority: string, countryId: number): Promise<Figure | null> {
  const [row] = await rowsOf<{ n: number; p25: number; median: number; p75: number }>(
    t.database.db,
    sql`select count(*)::int as n,
          round(percentile_cont(0.25) within group (order by pay))::int as p25,
          round(percentile_cont(0.5) within group (order by pay))::int as median,
          round(percentile_cont(0.75) within group (order by pay))::int as p75
        from (
          select (salary_min_usd + salary_max_usd) / 2.0 as pay from vacancies
          where moderation_status = 'approved' and state = 'active' and salary_min_usd is not null
            and (${techId} = 0 or ${techId} = any(keyword_ids))
            and (${seniority} = '' or seniority = ${seniority})
            and (${countryId} = 0 or ${countryId} = any(country_ids))
        ) live`,
  );
  if (!row || row.n < SALARIES.minVacancies) return null;
  return { vacancies: row.n, p25: row.p25, median: row.median, p75: row.p75 };
}

async function keywordId(slug: string, name: string) {
  const found = await call(`/api/keywords?search=${encodeURIComponent(name)}&limit=50`);
  return (found.json().data.list as { id: number; slug: string }[]).find((item) => item.slug === slug)?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  const team = await companyWithTeam('Salary Makers');
  technology.react = await keywordId('react', 'React');
  technology.typescript = await keywordId('typescript', 'TypeScript');
  technology.python = await keywordId('python', 'Python');
  const [berlin, warsaw] = [await cityId('berlin'), await cityId('warsaw')];
  const cities = [[berlin], [warsaw], [berlin, warsaw], []];
  const next = sequence(29);
  const list: VacancyOptions[] = [];
  const base = { companyId: team.company.id, authorUserId: team.owner.user.id };
  // React and TypeScript get enough vacancies for figures at most levels; Python stays under the minimum.
  for (let i = 0; i < 240; i++) {
    const stack = [[technology.react], [technology.typescript], [technology.react, technology.typescript]][next(3)]!;
    const low = 1000 + next(60) * 100;
    const ends = next(4);
    const placed = cities[next(4)]!;
    list.push({
      ...base,
      title: `Engineer ${i}`,
      keyword_ids: stack,
      seniority: next(5) === 4 ? null : SENIORITY[next(4)]!,
      budget: ends === 1 ? null : low,
      budget2: ends === 2 ? null : low + next(30) * 100,
      currency: (['USD', 'EUR', 'PLN'] as const)[next(3)]!,
      city_ids: placed,
      job_types: placed.length === 0 ? ['full_time', 'is_remote_work'] : ['full_time'],
    });
  }
  for (let i = 0; i < SALARIES.minVacancies - 1; i++) {
    list.push({ ...base, title: `Pythonista ${i}`, keyword_ids: [technology.python], budget: 3000 + i * 250 });
  }
  // Not live, or without a salary: none of these may move a figure.
  for (const hidden of [{ state: 'paused' }, { state: 'closed' }, { moderation_status: 'pending' }] as const) {
    for (let i = 0; i < 5; i++) {
      list.push({ ...base, ...hidden, title: `Hidden ${i}`, keyword_ids: [technology.react], budget: 99_000 });
    }
  }
  for (let i = 0; i < 5; i++) list.push({ ...base, title: `Secret pay ${i}`, keyword_ids: [technology.react] });
  await createVacancies(t.database.db, list, (i) => `salary-${i}`);
  const germany = await call(`/api/cities/${berlin}`);
  const poland = await call(`/api/cities/${warsaw}`);
  country.germany = germany.json().data.country_id;
  country.poland = poland.json().data.country_id;
  expect(country.germany).toBeGreaterThan(0);
  await refreshSalaryFigures(t.database.db, new Date('2026-11-28T06:00:00Z'));
}, 60_000);

describe('salary reports', () => {
  it('answers the overview with the figures straight SQL gives', async () => {
    const answer = await api(endpoints.getSalaryOverview, {});
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data.overall).toEqual(await directFigure(0, '', 0));
    expect(data.computed_at).toBe('2026-11-28T06:00:00.000Z');
    const slugs = data.technologies.map((row: { key: string }) => row.key);
    expect(slugs).toEqual(expect.arrayContaining(['react', 'typescript']));
    expect(slugs).not.toContain('python');
    for (const row of data.technologies) {
      const id = technology[row.key as keyof typeof technology];
      expect(row).toMatchObject((await directFigure(id, '', 0)) ?? {});
    }
    const levels = data.by_seniority.map((row: { key: string }) => row.key);
    expect(levels).toEqual(SENIORITY.filter((level) => levels.includes(level)));
    for (const row of data.by_seniority) expect(row).toMatchObject((await directFigure(0, row.key, 0)) ?? {});
  });

  it('answers every technology × seniority × country as straight SQL does, and nothing under the minimum', async () => {
    let figures = 0;
    for (const slug of ['react', 'typescript', 'python'] as const) {
      for (const seniority of [undefined, ...SENIORITY]) {
        for (const place of [undefined, 'germany', 'poland'] as const) {
          const query = { ...(seniority ? { seniority } : {}), ...(place ? { country: place } : {}) };
          const answer = await api(endpoints.getSalaryReport, { params: { technology: slug }, query });
          expect(answer.statusCode, JSON.stringify(query)).toBe(200);
          const report = answer.json().data;
          const countryId = place ? country[place] : 0;
          const expected = await directFigure(technology[slug], seniority ?? '', countryId);
          expect(report.figure, `${slug} ${JSON.stringify(query)}`).toEqual(expected);
          if (expected) figures++;
          for (const row of report.by_seniority) {
            expect(row).toEqual({
              key: row.key,
              name: row.name,
              ...(await directFigure(technology[slug], row.key, countryId)),
            });
          }
          for (const row of report.by_country) {
            const id = row.key === 'germany' ? country.germany : country.poland;
            expect(row).toMatchObject((await directFigure(technology[slug], seniority ?? '', id)) ?? { missing: true });
          }
        }
      }
    }
    // The data is meant to give figures at every level, and refusals below the minimum: both must have happened.
    expect(figures).toBeGreaterThan(20);
  });

  it('names what the report is about in the asker’s language', async () => {
    const answer = await api(endpoints.getSalaryReport, {
      params: { technology: 'react' },
      query: { seniority: 'senior', country: 'germany' },
      locale: 'de',
    });
    const report = answer.json().data;
    expect(report.country).toEqual({ slug: 'germany', name: 'Deutschland' });
    expect(report.seniority).toBe('senior');
    expect(report.countries.map((c: { slug: string }) => c.slug).sort()).toEqual(['germany', 'poland']);
  });

  it('refuses an unknown technology or country, and a seniority it does not know', async () => {
    const unknown = await api(endpoints.getSalaryReport, { params: { technology: 'cobol-on-mars' }, query: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SALARY_REPORT_NOT_FOUND' });
    const place = await api(endpoints.getSalaryReport, {
      params: { technology: 'react' },
      query: { country: 'atlantis' },
    });
    expect(place.statusCode).toBe(404);
    const level = await call('/api/salaries/react?seniority=wizard');
    expect(level.statusCode).toBe(422);
    expect(level.json().errors.seniority).toEqual([expect.any(String)]);
    const slug = await call('/api/salaries/Not%20A%20Slug');
    expect(slug.statusCode).toBe(422);
  });

  it('links a technology’s landing page to its report, and lists the reports in the sitemap', async () => {
    const landing = await call('/api/jobs/landing?path=technologies/react');
    expect(landing.json().data.salary_path).toBe('/salaries/react');
    const python = await call('/api/jobs/landing?path=technologies/python');
    expect(python.json().data.salary_path).toBeNull();
    const sitemap = (await call('/sitemaps/salaries.xml')).body;
    expect(sitemap).toContain('<loc>http://');
    expect(sitemap).toMatch(/\/de\/salaries\/react<\/loc>\s*<lastmod>2026-11-28T06:00:00.000Z<\/lastmod>/);
    expect(sitemap).not.toContain('/salaries/python');
  });
});
