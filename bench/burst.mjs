#!/usr/bin/env node
// Issue 26: a burst of place autocomplete and job search traffic keeps /api/health and a page render under 50 ms p99.
// Our server on the embedded database (as `npm start` runs it, every core available: not pinned), demo data seeded
// on the first run. Two probes, one connection each, ask for /api/health and a page one request after another:
// first alone (the quiet figures), then while autocannon sends place autocomplete (several terms, in turn) and job
// searches at full speed. Prints each probe's p50 and p99 in both phases, the burst's own req/s, and the verdict.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { serverEntry } from '../scripts/server-build-state.mjs';
import { root, startOurs, stop, waitForHttp } from './harness.mjs';

const DATA_DIR = join(root, '.tmp/bench/burst');
const PORT = 3340;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const AUTOCOMPLETE_CONNECTIONS = Number(process.env.BENCH_BURST_AUTOCOMPLETE ?? 10);
const SEARCH_CONNECTIONS = Number(process.env.BENCH_BURST_SEARCH ?? 4);
const PAGE = process.env.BENCH_BURST_PAGE ?? '/register';
const GOAL_P99_MS = 50;
const TERMS = ['lon', 'ber', 'kra', 'kyi', 'war', 'par', 'mad', 'mün', 'wro', 'lvi'];
const SEARCHES = ['developer', 'react', 'java', 'engineer', 'python'];
const base = `http://127.0.0.1:${PORT}`;

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, headers: { 'accept-language': 'en' }, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

/** One connection asking for `path` one request after another: the latency a person's request meets. */
const probe = (path) => run({ url: `${base}${path}`, connections: 1 });

const requestsOf = (paths) => paths.map((path) => ({ method: 'GET', path }));

/** Place autocomplete and job searches at full speed, each connection cycling through its terms. */
const burst = () =>
  Promise.all([
    run({
      url: base,
      connections: AUTOCOMPLETE_CONNECTIONS,
      requests: requestsOf(TERMS.map((term) => `/api/cities?search=${encodeURIComponent(term)}`)),
    }),
    run({
      url: base,
      connections: SEARCH_CONNECTIONS,
      requests: requestsOf(SEARCHES.map((term) => `/api/jobs?search=${term}`)),
    }),
  ]);

const figures = (result) =>
  `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${result.requests.total} requests, ${result.non2xx} non-2xx)`;

if (!existsSync(DATA_DIR)) console.log('First run: seeding the embedded database…');
const server = startOurs(PORT, { DATA_DIR }, serverEntry, { pinned: false });
try {
  await waitForHttp(`${base}/api/ready`, server, 600_000);
  // Warm: every route's serializer, the place index, the page build.
  await run({ url: `${base}/api/health`, connections: 2, duration: 2 });
  await run({ url: `${base}${PAGE}`, connections: 2, duration: 2 });
  await burst().catch(() => undefined);

  const [quietHealth, quietPage] = await Promise.all([probe('/api/health'), probe(PAGE)]);
  console.log(`quiet (load average ${loadavg()[0].toFixed(2)}):`);
  console.log(`  /api/health  ${figures(quietHealth)}`);
  console.log(`  ${PAGE}  ${figures(quietPage)}`);

  const [[autocomplete, search], burstHealth, burstPage] = await Promise.all([
    burst(),
    probe('/api/health'),
    probe(PAGE),
  ]);
  console.log(`under the burst (load average ${loadavg()[0].toFixed(2)}):`);
  console.log(
    `  place autocomplete ${Math.round(autocomplete.requests.average)} req/s (${AUTOCOMPLETE_CONNECTIONS} connections), job search ${Math.round(search.requests.average)} req/s (${SEARCH_CONNECTIONS} connections)`,
  );
  console.log(`  /api/health  ${figures(burstHealth)}`);
  console.log(`  ${PAGE}  ${figures(burstPage)}`);
  for (const [name, result] of [
    ['/api/health', burstHealth],
    [PAGE, burstPage],
  ]) {
    const met = result.latency.p99 < GOAL_P99_MS && result.non2xx === 0;
    console.log(
      `${name} p99 under the burst: ${result.latency.p99} ms  goal < ${GOAL_P99_MS} ms  ${met ? 'MET' : 'MISSED'}`,
    );
  }
} finally {
  await stop(server);
}
