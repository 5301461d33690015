// Baseline of the job-search benchmark: the SQL our job search runs (the page of ids, the facet counts, the rows of
// that page) through the same driver on the same data, with none of our HTTP layer, presentation or references. It
// reaches into the vacancies module's own files on purpose: it measures exactly the statements `searchJobs` sends.
import { ZJobsQuery } from '@hushwork/contract';
import Fastify from 'fastify';
import { vacancyRepo } from '../apps/server/src/modules/vacancies/vacancy.repo.ts';
import { countFacets, searchVacancies } from '../apps/server/src/modules/vacancies/vacancy-search.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';

const database = process.env.BENCH_DATABASE_URL
  ? await openDatabase({ url: process.env.BENCH_DATABASE_URL })
  : await openDatabase({ dataDir: process.env.BENCH_DATA_DIR! });
const { db } = database;
const app = Fastify({ logger: false });
app.get('/jobs', async (request) => {
  const { sort, page, ...filters } = ZJobsQuery.parse(request.query);
  const [found, facets] = await Promise.all([
    searchVacancies(db, { filters, sort, page, locale: 'en' }),
    countFacets(db, filters, 'en'),
  ]);
  const rows = await vacancyRepo.findByIds(db, found.ids);
  return {
    rows,
    total: facets.total,
    facets: Object.fromEntries(Object.entries(facets.values).map(([k, v]) => [k, [...v]])),
  };
});
app.get<{ Params: { slug: string } }>('/slug/:slug', async (request) =>
  vacancyRepo.findBySlug(db, request.params.slug),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
