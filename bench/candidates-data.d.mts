// Types of candidates-data.mjs for the TypeScript that imports it (the candidate search's plan test).
export function candidateBatchSql(from: number, to: number): string;
/** Fills a freshly migrated database with `count` generated candidates and their accounts through `query` (one session). */
export function generateCandidates(
  query: (text: string) => Promise<unknown>,
  count: number,
  log?: (line: string) => void,
): Promise<void>;
export function generateCandidatesOnPostgres(
  connectionString: string,
  count: number,
  log?: (line: string) => void,
): Promise<void>;
