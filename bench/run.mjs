#!/usr/bin/env node
// npm run bench: our server against bare Fastify baselines measured in the same run, rounds alternating.
// Our server is measured in both database modes: embedded PGlite (DATA_DIR) and PostgreSQL (DATABASE_URL), each
// against a bare cities route on the same driver and data.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { bundleForNode } from '../scripts/build-server.mjs';
import {
  canPin,
  cpuTimeUs,
  median,
  NODE_FLAGS,
  node,
  pinLoadToOtherCpus,
  root,
  SERVER_CPU,
  startOurs,
  stop,
  waitForHttp,
} from './harness.mjs';

pinLoadToOtherCpus();

const work = join(root, '.tmp/bench');
const ourData = join(work, 'ours');
const bareData = join(work, 'bare');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// A pause before each target: a server that has just been loaded collects garbage for a moment afterwards, on the
// same CPU as the next target.
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 2000);
const SEARCH = process.env.BENCH_SEARCH ?? 'lon';
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hushwork_bench';
const MODES = (process.env.BENCH_MODES ?? 'embedded,postgres').split(',').map((m) => m.trim());
// BENCH_ONLY=health measures the health targets alone: no cities or page servers are started.
const ONLY_HEALTH = process.env.BENCH_ONLY === 'health';
// BENCH_COMPARE_ENTRY: another build of our server (its main.js) whose /api/health is measured beside ours, in the
// PostgreSQL mode, in the same rounds: an A/B of a change under the same conditions.
const COMPARE_ENTRY = process.env.BENCH_COMPARE_ENTRY;
const COMPARE = 'other build /api/health (postgres)';
const PORTS = {
  hello: 3311,
  required: 3312,
  embedded: 3313,
  embeddedCities: 3314,
  postgres: 3315,
  postgresCities: 3316,
  control: 3317,
  embeddedPage: 3318,
  postgresPage: 3319,
  compare: 3320,
};
const HEALTH_GOAL = 0.85;
const CITIES_P50_GOAL = 2;
// Issue 26: place autocomplete, answered from memory, serves at least this share of the hello-world's requests/s.
const AUTOCOMPLETE_GOAL = 0.3;
// G6: a page served by our server against the same route modules rendered with the same data by a bare server. The
// issue's three: the sign-up form, the job search, and a vacancy (`{vacancy}`: the first open one of the mode's data).
const PAGES = (process.env.BENCH_PAGES ?? '/register,/job-openings,{vacancy}').split(',').map((p) => p.trim());
/** The pages measured per mode, `{vacancy}` made a real address; filled while each mode's data is prepared. */
const pagesOf = {};

/** The first open vacancy's page on a running server of ours, or null when its data has none. */
async function firstVacancyPath(origin) {
  const { data } = await (await fetch(`${origin}/api/jobs`)).json();
  return data.list[0] ? `/job-openings/${data.list[0].slug}` : null;
}
const PAGE_GOAL = 0.5;
const ourPage = (mode, path) => `our page ${path} (${mode})`;
const barePage = (mode, path) => `bare page ${path} (${mode})`;

/**
 * The baselines run as plain JavaScript like ours: bundled the same way (tsx would also turn on source maps for the
 * whole process, which makes every stack trace dearer in a baseline and not in ours).
 */
const bareDist = join(work, 'bare-dist');
await bundleForNode(
  { 'bare-required': join(root, 'bench/bare-required.ts'), 'bare-cities': join(root, 'bench/bare-cities.ts') },
  bareDist,
);

function startBare(script, port, extraEnv = {}) {
  const file = script.endsWith('.mjs') ? join(root, 'bench', script) : join(bareDist, script.replace(/\.ts$/, '.js'));
  return node([file], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ...extraEnv },
  });
}

/** Creates the bench database when the server is reachable; PostgreSQL mode is skipped (and said so) when not. */
async function preparePostgres() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  try {
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${url.host} is not reachable (${error.message}): measuring the embedded mode only.`);
    return false;
  } finally {
    await admin.end().catch(() => {});
  }
}

/**
 * Requests/s and latency as autocannon saw them, and the server's CPU time per request. Other processes on the host
 * take CPU time from the server and move its req/s, but not the CPU time each request costs it: that is the work per
 * request, which the req/s would show on an idle machine.
 */
function measure(url, child) {
  const cpuBefore = cpuTimeUs(child.pid);
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: { 'accept-language': 'en' } },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0)
          return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
        const cpuAfter = cpuTimeUs(child.pid);
        const cpuUs =
          cpuBefore === undefined || cpuAfter === undefined
            ? Number.NaN
            : (cpuAfter - cpuBefore) / result.requests.total;
        resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs });
      },
    );
  });
}

const verdict = (met) => (met ? 'MET' : 'MISSED');

async function main() {
  mkdirSync(work, { recursive: true });
  const modes = MODES.filter((m) => m === 'embedded' || m === 'postgres');
  if (modes.includes('postgres') && !(await preparePostgres())) modes.splice(modes.indexOf('postgres'), 1);
  const children = [];
  try {
    console.log('Preparing data (the first run seeds the full places data)…');
    const oursDatabase = {
      embedded: { DATA_DIR: ourData },
      postgres: { DATABASE_URL, SEED_DEMO: '0' },
    };
    // Seed once, then stop: PGlite serves one process per data dir, so the bare route gets its own copy.
    for (const mode of modes) {
      const seeding = startOurs(PORTS[mode], oursDatabase[mode]);
      await waitForHttp(`http://127.0.0.1:${PORTS[mode]}/api/ready`, seeding);
      const vacancy = PAGES.includes('{vacancy}') ? await firstVacancyPath(`http://127.0.0.1:${PORTS[mode]}`) : null;
      if (PAGES.includes('{vacancy}') && !vacancy)
        console.log(`  (${mode}: no open vacancy in its data, no vacancy page)`);
      pagesOf[mode] = PAGES.flatMap((path) => (path === '{vacancy}' ? (vacancy ? [vacancy] : []) : [path]));
      await stop(seeding);
    }
    if (modes.includes('embedded') && !ONLY_HEALTH) {
      rmSync(bareData, { recursive: true, force: true });
      cpSync(join(ourData, 'db'), bareData, { recursive: true });
    }

    const targets = {};
    const serve = (name, url, child) => {
      targets[name] = { url, child };
      if (!children.includes(child)) children.push(child);
    };
    serve('bare hello-world', `http://127.0.0.1:${PORTS.hello}/`, startBare('bare-hello.mjs', PORTS.hello));
    // A second, identical hello-world: how far apart two equal servers measure is the noise floor of this run.
    serve(
      'bare hello-world (control)',
      `http://127.0.0.1:${PORTS.control}/`,
      startBare('bare-hello.mjs', PORTS.control),
    );
    serve(
      'bare + required headers',
      `http://127.0.0.1:${PORTS.required}/health`,
      startBare('bare-required.ts', PORTS.required),
    );
    if (COMPARE_ENTRY && modes.includes('postgres')) {
      const other = startOurs(PORTS.compare, oursDatabase.postgres, COMPARE_ENTRY);
      serve(COMPARE, `http://127.0.0.1:${PORTS.compare}/api/health`, other);
    }
    for (const mode of modes) {
      const ours = startOurs(PORTS[mode], oursDatabase[mode]);
      serve(`our /api/health (${mode})`, `http://127.0.0.1:${PORTS[mode]}/api/health`, ours);
      if (ONLY_HEALTH) continue;
      const citiesEnv = mode === 'embedded' ? { BENCH_DATA_DIR: bareData } : { BENCH_DATABASE_URL: DATABASE_URL };
      const bare = startBare('bare-cities.ts', PORTS[`${mode}Cities`], citiesEnv);
      serve(`bare cities SQL (${mode})`, `http://127.0.0.1:${PORTS[`${mode}Cities`]}/cities?search=${SEARCH}`, bare);
      serve(`our /api/cities (${mode})`, `http://127.0.0.1:${PORTS[mode]}/api/cities?search=${SEARCH}`, ours);
      const pages = startBare('bare-page.mjs', PORTS[`${mode}Page`], {
        NODE_ENV: 'production',
        BENCH_DATA_FROM: `http://127.0.0.1:${PORTS[mode]}`,
      });
      for (const path of pagesOf[mode]) {
        serve(ourPage(mode, path), `http://127.0.0.1:${PORTS[mode]}${path}`, ours);
        serve(barePage(mode, path), `http://127.0.0.1:${PORTS[`${mode}Page`]}${path}`, pages);
      }
    }
    const HELLO = 'bare hello-world';
    const healthNames = [
      'bare hello-world (control)',
      'bare + required headers',
      ...modes.map((mode) => `our /api/health (${mode})`),
      ...(targets[COMPARE] ? [COMPARE] : []),
    ];
    const otherNames = Object.keys(targets).filter((name) => name !== HELLO && !healthNames.includes(name));
    const afterPages = (mode) => `our /api/health (${mode}, after pages)`;
    for (const mode of modes) targets[afterPages(mode)] = targets[`our /api/health (${mode})`];
    const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    /** Per health target, its req/s over the mean of the two hello-world measurements right before and after it. */
    const flankedRatios = Object.fromEntries([...healthNames, ...modes.map(afterPages)].map((name) => [name, []]));
    /** The same with the server's CPU time per request: the hello-world's (mean of the two) over the target's. */
    const cpuRatios = Object.fromEntries(Object.keys(flankedRatios).map((name) => [name, []]));

    async function measureLogged(round, name) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const result = await measure(targets[name].url, targets[name].child);
      samples[name].push(result);
      console.log(
        `round ${round} ${name.padEnd(38)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  ${result.cpuUs.toFixed(1).padStart(6)} µs CPU/request`,
      );
      return result;
    }
    /** hello, a, hello, b, hello…: each target is compared with the hello-world measured seconds before and after it. */
    async function measureFlanked(round, names) {
      let before = await measureLogged(round, HELLO);
      for (const name of names) {
        const result = await measureLogged(round, name);
        const after = await measureLogged(round, HELLO);
        flankedRatios[name].push(result.rps / ((before.rps + after.rps) / 2));
        cpuRatios[name].push((before.cpuUs + after.cpuUs) / 2 / result.cpuUs);
        before = after;
      }
    }
    const warmUp = async (names) => {
      for (const name of names) await autocannon({ url: targets[name].url, connections: CONNECTIONS, duration: 2 });
    };

    // Phase 1, the health goal. Every server measured here has served nothing but its own health route (warm-up
    // included), as the hello-world has served nothing but its own: a server that has rendered pages carries their
    // compiled code, inline caches and heap into its probes, and that is a different condition from the baseline's.
    const healthTargets = [HELLO, ...healthNames];
    await Promise.all(healthTargets.map((name) => waitForHttp(targets[name].url, targets[name].child)));
    await warmUp(healthTargets);
    for (let round = 1; round <= ROUNDS; round++) await measureFlanked(round, healthNames);

    // Phase 2, the cities and page pairs (each ours against its own bare twin, measured back to back), then our health
    // again on the servers that have now served them, for information.
    if (otherNames.length > 0) {
      await Promise.all(otherNames.map((name) => waitForHttp(targets[name].url, targets[name].child)));
      await warmUp(otherNames);
      for (let round = 1; round <= ROUNDS; round++) {
        for (const name of otherNames) await measureLogged(round, name);
        await measureFlanked(round, modes.map(afterPages));
      }
    }

    const summary = Object.fromEntries(
      Object.entries(samples)
        .filter(([, list]) => list.length > 0)
        .map(([name, list]) => [
          name,
          {
            rps: median(list.map((s) => s.rps)),
            p50: median(list.map((s) => s.p50)),
            p99: median(list.map((s) => s.p99)),
            cpuUs: median(list.map((s) => s.cpuUs)),
          },
        ]),
    );
    const pinning =
      (canPin ? `servers on CPU ${SERVER_CPU}, autocannon on CPU 0-${SERVER_CPU - 1}` : 'CPUs not pinned') +
      (NODE_FLAGS.length > 0 ? `, node ${NODE_FLAGS.join(' ')}` : '');
    console.log(
      `\nMedian of ${ROUNDS} rounds, ${DURATION}s each, ${CONNECTIONS} connections, search "${SEARCH}", ${pinning}:`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(summary).map(([name, s]) => [
          name,
          { 'req/s': Math.round(s.rps), 'p50 ms': s.p50, 'p99 ms': s.p99, 'µs CPU/request': s.cpuUs.toFixed(1) },
        ]),
      ),
    );
    const describe = (ratios) => `${median(ratios).toFixed(3)} (rounds ${ratios.map((r) => r.toFixed(3)).join(', ')})`;
    /** Both figures of a flanked target: req/s, and hello-world CPU per request over the target's. */
    const describeBoth = (name) => `${describe(flankedRatios[name])}; by CPU per request ${describe(cpuRatios[name])}`;
    const hellos = samples[HELLO].map((s) => s.rps);
    console.log(
      `hello-world: ${hellos.length} measurements, ${Math.round(Math.min(...hellos))}–${Math.round(Math.max(...hellos))} req/s (the host's drift over the run)`,
    );
    console.log(
      `control hello-world / hello-world: ${describeBoth('bare hello-world (control)')} (1.000 would be no noise)`,
    );
    console.log(
      `bare + required headers / hello-world: ${describeBoth('bare + required headers')} (what the required work costs alone)`,
    );
    if (targets[COMPARE]) {
      console.log(
        `\n${COMPARE} / hello-world: ${describeBoth(COMPARE)}\n  (ours / other build, medians: req/s ${(summary['our /api/health (postgres)'].rps / summary[COMPARE].rps).toFixed(3)}, CPU per request ${(summary[COMPARE].cpuUs / summary['our /api/health (postgres)'].cpuUs).toFixed(3)})`,
      );
    }
    for (const mode of modes) {
      const healthName = `our /api/health (${mode})`;
      const healthRatios = flankedRatios[healthName];
      const healthRatio = median(healthRatios);
      console.log(`\n${mode === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'Embedded PGlite (DATA_DIR)'}:`);
      console.log(
        `  health req/s ratio (ours / hello-world around it): ${describe(healthRatios)}  goal ≥ ${HEALTH_GOAL}  ${verdict(healthRatio >= HEALTH_GOAL)}`,
      );
      console.log(
        `  health ratio by CPU per request (hello-world's / ours): ${describe(cpuRatios[healthName])}  goal ≥ ${HEALTH_GOAL}  ${verdict(median(cpuRatios[healthName]) >= HEALTH_GOAL)}`,
      );
      console.log(
        `  (median ours / median hello-world: ${(summary[healthName].rps / summary[HELLO].rps).toFixed(3)}; ours / bare + required headers: ${(summary[healthName].rps / summary['bare + required headers'].rps).toFixed(3)})`,
      );
      if (ONLY_HEALTH) continue;
      console.log(
        `  health req/s ratio after serving cities and pages (not the goal's condition): ${describeBoth(afterPages(mode))}`,
      );
      const ours = summary[`our /api/cities (${mode})`];
      const bare = summary[`bare cities SQL (${mode})`];
      const citiesP50Ratio = ours.p50 / Math.max(bare.p50, 0.001);
      console.log(
        `  cities p50 ratio (ours / bare SQL): ${citiesP50Ratio.toFixed(3)}  goal ≤ ${CITIES_P50_GOAL}  ${verdict(citiesP50Ratio <= CITIES_P50_GOAL)}` +
          `  (req/s ratio ${(ours.rps / bare.rps).toFixed(3)})`,
      );
      const autocomplete = ours.rps / summary[HELLO].rps;
      console.log(
        `  place autocomplete req/s / hello-world (medians): ${autocomplete.toFixed(3)}  goal ≥ ${AUTOCOMPLETE_GOAL}  ${verdict(autocomplete >= AUTOCOMPLETE_GOAL)}`,
      );
      for (const path of pagesOf[mode]) {
        const pageRatios = samples[ourPage(mode, path)].map((s, i) => s.rps / samples[barePage(mode, path)][i].rps);
        console.log(
          `  page ${path} req/s ratio (ours / bare React Router, same data): ${describe(pageRatios)}  goal ≥ ${PAGE_GOAL}  ${verdict(median(pageRatios) >= PAGE_GOAL)}`,
        );
      }
    }
  } finally {
    await Promise.all(children.map(stop));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
