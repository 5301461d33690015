// Baseline 2: the cities search SQL of our repository through the same driver as our server (PGlite on a copy of
// the same data dir, or node-postgres on the same database), with none of our HTTP layer.
import Fastify from 'fastify';
import { placeRepo } from '../apps/server/src/modules/catalogs/index.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';

const database = process.env.BENCH_DATABASE_URL
  ? await openDatabase({ url: process.env.BENCH_DATABASE_URL })
  : await openDatabase({ dataDir: process.env.BENCH_DATA_DIR! });
const app = Fastify({ logger: false });
app.get<{ Querystring: { search?: string } }>('/cities', async (request) =>
  placeRepo.listCities(database.db, { locale: 'en', search: request.query.search, limit: 10 }),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
