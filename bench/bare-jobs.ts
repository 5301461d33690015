// Baseline of the job-search benchmark: the SQL our job search sends per request, through the same driver on the same
// data, with none of our HTTP layer, presentation or in-memory references. It reaches into the modules' own files on
// purpose: it sends exactly the statements `searchJobs` and `getVacancyBySlug` send, in the same order of round trips,
// so the only difference left is what our server does around them.
import { VACANCIES, ZJobsQuery } from '@hushwork/contract';
import Fastify from 'fastify';
import { placeRepo } from '../apps/server/src/modules/catalogs/place.repo.ts';
import { companyRepo } from '../apps/server/src/modules/companies/profile/lib/company.repo.ts';
import { vacancyRepo } from '../apps/server/src/modules/vacancies/manage/lib/vacancy.repo.ts';
import {
  countFacets,
  searchVacancies,
  similarVacancies,
} from '../apps/server/src/modules/vacancies/search/lib/vacancy-search.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';

const database = process.env.BENCH_DATABASE_URL
  ? await openDatabase({ url: process.env.BENCH_DATABASE_URL })
  : await openDatabase({ dataDir: process.env.BENCH_DATA_DIR! });
const { db } = database;
const unique = (ids: number[]) => [...new Set(ids)];

/** The cities and companies of a page of rows, as `presentCards` looks them up (the other names are held in memory). */
async function referencesOf(rows: { city_ids: number[]; company_id: number }[]) {
  if (rows.length === 0) return { cities: [], companies: [] };
  const [cities, companies] = await Promise.all([
    placeRepo.listCitiesByIds(db, 'en', unique(rows.flatMap((row) => row.city_ids))),
    companyRepo.findByIds(db, unique(rows.map((row) => row.company_id))),
  ]);
  return { cities, companies };
}

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));

// searchJobs: the page's rows and the facet counts together, then one lookup of the cities of both, then the page's
// companies (presentCards, given the cities).
app.get('/jobs', async (request) => {
  const { sort, page, ...filters } = ZJobsQuery.parse(request.query);
  const [found, facets] = await Promise.all([
    searchVacancies(db, { filters, sort, page, locale: 'en' }),
    countFacets(db, filters, 'en'),
  ]);
  const cityIds = [...found.rows.flatMap((row) => row.city_ids), ...[...facets.values.cities.keys()].map(Number)];
  const cities = await placeRepo.listCitiesByIds(db, 'en', unique(cityIds));
  const companies =
    found.rows.length === 0 ? [] : await companyRepo.findByIds(db, unique(found.rows.map((row) => row.company_id)));
  return {
    rows: found.rows,
    cities,
    companies,
    total: facets.total,
    facets: Object.fromEntries(Object.entries(facets.values).map(([k, v]) => [k, [...v]])),
  };
});

// getVacancyBySlug for a guest: the row, then together its cities, company and questions, and the similar vacancies'
// ids, their rows, and their cities and companies.
app.get<{ Params: { slug: string } }>('/slug/:slug', async (request, reply) => {
  const row = await vacancyRepo.findBySlug(db, request.params.slug);
  if (!row) return reply.code(404).send({ error: 'not found' });
  const [own, questions, similar] = await Promise.all([
    referencesOf([row]),
    vacancyRepo.questionsOf(db, row.id),
    similarVacancies(db, row, VACANCIES.similarLimit)
      .then((ids) => vacancyRepo.findByIds(db, ids))
      .then(async (rows) => ({ rows, ...(await referencesOf(rows)) })),
  ]);
  return { row, ...own, questions, similar };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
