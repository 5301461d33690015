// Types of jobs-data.mjs for the TypeScript that imports it (the search-plan test, the embedded data generator).
export const BENCH_COMPANIES: number;
export function vacancyBatchSql(from: number, to: number): string;
/** Fills a freshly migrated database with `count` generated vacancies through `query` (one session). */
export function generateJobs(
  query: (text: string) => Promise<unknown>,
  count: number,
  log?: (line: string) => void,
): Promise<void>;
export function generateJobsOnPostgres(
  connectionString: string,
  count: number,
  log?: (line: string) => void,
): Promise<void>;
