// Fills an embedded (PGlite) data dir with the job-search benchmark's vacancies, through the driver our server uses.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { generateJobs } from './jobs-data.mjs';

const database = await openDatabase({ dataDir: process.env.BENCH_DATA_DIR! });
try {
  await generateJobs((text: string) => database.db.execute(sql.raw(text)), Number(process.env.BENCH_COUNT));
} finally {
  await database.close();
}
