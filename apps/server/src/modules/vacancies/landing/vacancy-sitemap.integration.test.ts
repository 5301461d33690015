import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModule, type ModuleContext } from '../../../platform/module.ts';
import { buildRegistry } from '../../../platform/registry.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seoModule } from '../../seo/index.ts';
import { createVacancy, type VacancyOptions } from '../vacancy.factory.ts';
import { vacancyKit } from '../vacancy-test-kit.ts';
import { PAGES_PER_FILE, vacancySitemapsOf } from './build-vacancy-sitemap.ts';

let t: TestApp;
/** The site's sitemaps with files of `SMALL` pages instead of 10,000, so a few vacancies fill several. */
let small: FastifyInstance;
const SMALL = 3;
const { call, cityId, companyWithTeam } = vacancyKit(() => t);
const ORIGIN = 'http://hushwork.test';
const liveSlugs: string[] = [];
const hiddenSlugs: string[] = [];

async function keywordId(slug: string, name: string) {
  const found = await call(`/api/keywords?search=${encodeURIComponent(name)}&limit=50`);
  return (found.json().data.list as { id: number; slug: string }[]).find((item) => item.slug === slug)?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  const team = await companyWithTeam('Sitemap Makers');
  const [react, typescript, python] = [
    await keywordId('react', 'React'),
    await keywordId('typescript', 'TypeScript'),
    await keywordId('python', 'Python'),
  ];
  const [berlin, warsaw] = [await cityId('berlin'), await cityId('warsaw')];
  const make = async (options: Omit<VacancyOptions, 'companyId' | 'authorUserId'>) =>
    createVacancy(t.database.db, { companyId: team.company.id, authorUserId: team.owner.user.id, ...options });
  const open: Omit<VacancyOptions, 'companyId' | 'authorUserId'>[] = [
    { title: 'React Engineer', keyword_ids: [react], seniority: 'senior', city_ids: [berlin] },
    { title: 'React Junior', keyword_ids: [react], seniority: 'junior', city_ids: [warsaw] },
    { title: 'TypeScript Middle', keyword_ids: [typescript], seniority: 'middle', city_ids: [berlin] },
    { title: 'Remote React and TypeScript', keyword_ids: [react, typescript], seniority: 'senior' },
    { title: 'Python Junior', keyword_ids: [python], seniority: 'junior', city_ids: [warsaw], specialization_ids: [9] },
    { title: 'React Middle', keyword_ids: [react], seniority: 'middle', city_ids: [berlin] },
    { title: 'TypeScript Senior', keyword_ids: [typescript], seniority: 'senior', city_ids: [warsaw] },
  ];
  for (const options of open) liveSlugs.push((await make(options)).slug);
  hiddenSlugs.push((await make({ title: 'Paused Java', state: 'paused' })).slug);
  hiddenSlugs.push((await make({ title: 'Pending Go', moderation_status: 'pending' })).slug);

  small = Fastify();
  // The seo module's routes read the configuration, the database and the registry's sitemaps, nothing else.
  const context: Partial<ModuleContext> = {
    config: t.config,
    database: t.database,
    registry: buildRegistry([
      defineModule({ name: 'vacancies', sitemaps: vacancySitemapsOf({ pagesPerFile: SMALL }) }),
    ]),
  };
  await small.register(seoModule.routes?.(context as ModuleContext) ?? (async () => {}));
  await small.ready();
}, 60_000);
afterAll(() => small?.close());

/** Each `<loc>` of a sitemap, and the pages among them (the English addresses, without the origin). */
function locsOf(xml: string) {
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
  const pages = locs.map((loc) => loc.slice(ORIGIN.length)).filter((path) => !/^\/(de|pl|ru|uk)(\/|$)/.test(path));
  return { locs, pages };
}

/** The index's files of one sitemap, by number. */
const filesIn = (index: string, name: string) =>
  [...index.matchAll(new RegExp(`/sitemaps/${name}-(\\d+)\\.xml</loc>`, 'g'))].map((match) => Number(match[1]));

/** Every page of every file the index lists for `name`, checking each file's size on the way. */
async function pagesOf(app: FastifyInstance, index: string, name: string, pagesPerFile: number) {
  const pages: string[] = [];
  for (const file of filesIn(index, name)) {
    const response = await app.inject({ url: `/sitemaps/${name}-${file}.xml` });
    expect(response.statusCode, `${name}-${file}`).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml[\s\S]*<urlset[\s\S]*<\/urlset>\n$/);
    const found = locsOf(response.body);
    expect(found.pages.length, `${name}-${file}`).toBeGreaterThan(0);
    expect(found.pages.length, `${name}-${file}`).toBeLessThanOrEqual(pagesPerFile);
    expect(found.locs.length).toBe(found.pages.length * 5);
    pages.push(...found.pages);
  }
  return pages;
}

describe('the vacancies sitemap split into files', () => {
  it('lists every open vacancy once, across as many files as it takes, and the index lists each file', async () => {
    const index = (await small.inject({ url: '/sitemap.xml' })).body;
    expect(filesIn(index, 'vacancies')).toEqual([1, 2, 3]);
    const pages = await pagesOf(small, index, 'vacancies', SMALL);
    expect(pages).toHaveLength(liveSlugs.length);
    expect([...pages].sort()).toEqual(liveSlugs.map((slug) => `/job-openings/${slug}`).sort());
    for (const slug of hiddenSlugs) expect(pages.join('\n')).not.toContain(slug);
  });

  it('lists every landing page with vacancies once, across files, as the whole list in one file has them', async () => {
    const index = (await small.inject({ url: '/sitemap.xml' })).body;
    const files = filesIn(index, 'job-openings');
    expect(files.length).toBeGreaterThan(3);
    expect(files).toEqual(files.map((_, i) => i + 1));
    const split = await pagesOf(small, index, 'job-openings', SMALL);
    expect(new Set(split).size).toBe(split.length);
    // The site's own sitemap holds them all in its first file: the split lost and repeated none.
    const whole = await pagesOf(t.app, (await call('/sitemap.xml')).body, 'job-openings', PAGES_PER_FILE);
    expect([...split].sort()).toEqual([...whole].sort());
    for (const path of [
      '/job-openings',
      '/job-openings/technologies/react',
      '/job-openings/technologies/react/senior',
      '/job-openings/technologies/react/junior/poland/warsaw',
      '/job-openings/technologies/typescript/germany/berlin',
      '/job-openings/cities/warsaw',
      '/job-openings/seniority/middle',
      '/job-openings/dev/data-engineer',
    ]) {
      expect(split, path).toContain(path);
    }
    expect(split).not.toContain('/job-openings/technologies/java');
  });

  it('answers 404 for a file past the last or no file number, and the site serves one file of each while small', async () => {
    const index = (await small.inject({ url: '/sitemap.xml' })).body;
    const last = Math.max(...filesIn(index, 'job-openings'));
    for (const url of [
      '/sitemaps/vacancies-4.xml',
      `/sitemaps/job-openings-${last + 1}.xml`,
      '/sitemaps/vacancies-0.xml',
      '/sitemaps/vacancies-01.xml',
      '/sitemaps/vacancies-x.xml',
    ]) {
      expect((await small.inject({ url })).statusCode, url).toBe(404);
    }
    const site = (await call('/sitemap.xml')).body;
    expect(filesIn(site, 'vacancies')).toEqual([1]);
    expect(filesIn(site, 'job-openings')).toEqual([1]);
    expect(site).toContain(`<loc>${ORIGIN}/sitemaps/pages.xml</loc>`);
  });
});
