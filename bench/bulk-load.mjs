// How the benchmarks' generators fill a table (jobs-data.mjs, candidates-data.mjs): inside the database, in batches.
import pg from 'pg';

/**
 * Inserts rows 1…`count` of `table` through `batchSql(from, to)`, `batch` at a time, through `query(text)`
 * (node-postgres or PGlite, one session). The table's secondary indexes (all but `kept`) are dropped for the load and
 * made again after it, from their definitions in pg_indexes: building a GIN index once is many times faster than
 * updating it a million times.
 */
export async function loadInBatches(query, { table, kept, count, batch, batchSql, log }) {
  const names = [`${table}_pkey`, ...kept].map((name) => `'${name}'`).join(', ');
  const { rows: indexes } = await query(
    `select indexname, indexdef from pg_indexes where tablename = '${table}' and indexname not in (${names})`,
  );
  for (const { indexname } of indexes) await query(`drop index if exists "${indexname}"`);
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await query(batchSql(from, to));
    log(`  ${table} ${to.toLocaleString('en')} of ${count.toLocaleString('en')} (${seconds()} s)`);
  }
  await query("set maintenance_work_mem = '256MB'");
  for (const { indexdef } of indexes) await query(indexdef);
  // A table a server has kept for a while has been vacuumed: its visibility map lets index-only scans skip the heap,
  // and its rows' hint bits are set. A freshly loaded one has neither, which no production search ever meets.
  await query('vacuum analyze');
  log(`  indexes and statistics (${seconds()} s in all)`);
}

/** Runs `generate(query)` on a PostgreSQL database over one connection. */
export async function onPostgres(connectionString, generate) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await generate((text) => client.query(text));
  } finally {
    await client.end();
  }
}
