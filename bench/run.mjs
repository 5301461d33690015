#!/usr/bin/env node
// npm run bench: our server against bare Fastify baselines measured in the same run, rounds alternating.
import { fork, spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = join(root, '.tmp/bench');
const ourData = join(work, 'ours');
const bareData = join(work, 'bare');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEARCH = process.env.BENCH_SEARCH ?? 'lon';
const PORTS = { ours: 3301, hello: 3302, cities: 3303, required: 3304 };

async function waitForHttp(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function startOurs() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORTS.ours),
      HOST: '127.0.0.1',
      DATA_DIR: ourData,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

function startBare(script, port, extraEnv = {}) {
  return fork(join(root, 'bench', script), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port), ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: { 'accept-language': 'en' } },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0)
          return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
        resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
      },
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  mkdirSync(work, { recursive: true });
  // Seed once (first run only), then give the bare route its own copy: PGlite serves one process per data dir.
  console.log('Preparing data…');
  let ours = startOurs();
  await waitForHttp(`http://127.0.0.1:${PORTS.ours}/api/ready`);
  await stop(ours);
  rmSync(bareData, { recursive: true, force: true });
  cpSync(join(ourData, 'db'), bareData, { recursive: true });

  ours = startOurs();
  const hello = startBare('bare-hello.mjs', PORTS.hello);
  const cities = startBare('bare-cities.ts', PORTS.cities, { BENCH_DATA_DIR: bareData });
  const required = startBare('bare-required.ts', PORTS.required);
  try {
    await Promise.all([
      waitForHttp(`http://127.0.0.1:${PORTS.ours}/api/ready`),
      waitForHttp(`http://127.0.0.1:${PORTS.hello}/`),
      waitForHttp(`http://127.0.0.1:${PORTS.required}/health`),
      waitForHttp(`http://127.0.0.1:${PORTS.cities}/cities?search=${SEARCH}`),
    ]);
    const targets = {
      'bare hello-world': `http://127.0.0.1:${PORTS.hello}/`,
      'bare + required headers': `http://127.0.0.1:${PORTS.required}/health`,
      'our /api/health': `http://127.0.0.1:${PORTS.ours}/api/health`,
      'bare cities SQL': `http://127.0.0.1:${PORTS.cities}/cities?search=${SEARCH}`,
      'our /api/cities?search': `http://127.0.0.1:${PORTS.ours}/api/cities?search=${SEARCH}`,
    };
    // Warm-up so JIT and caches are equal for everyone.
    for (const url of Object.values(targets)) await autocannon({ url, connections: CONNECTIONS, duration: 2 });
    const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets)) {
        const result = await measure(url);
        samples[name].push(result);
        console.log(
          `round ${round} ${name.padEnd(24)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms`,
        );
      }
    }
    const summary = Object.fromEntries(
      Object.entries(samples).map(([name, list]) => [
        name,
        {
          rps: median(list.map((s) => s.rps)),
          p50: median(list.map((s) => s.p50)),
          p99: median(list.map((s) => s.p99)),
        },
      ]),
    );
    console.log(`\nMedian of ${ROUNDS} rounds, ${DURATION}s each, ${CONNECTIONS} connections, search "${SEARCH}":`);
    console.table(
      Object.fromEntries(
        Object.entries(summary).map(([name, s]) => [
          name,
          { 'req/s': Math.round(s.rps), 'p50 ms': s.p50, 'p99 ms': s.p99 },
        ]),
      ),
    );
    const healthRatio = summary['our /api/health'].rps / summary['bare hello-world'].rps;
    const requiredRatio = summary['our /api/health'].rps / summary['bare + required headers'].rps;
    const floorRatio = summary['bare + required headers'].rps / summary['bare hello-world'].rps;
    const citiesP50Ratio = summary['our /api/cities?search'].p50 / Math.max(summary['bare cities SQL'].p50, 0.001);
    const citiesRpsRatio = summary['our /api/cities?search'].rps / summary['bare cities SQL'].rps;
    console.log(
      `health req/s ratio (ours / hello-world): ${healthRatio.toFixed(3)}  goal ≥ 0.85  ${healthRatio >= 0.85 ? 'MET' : 'MISSED'}`,
    );
    console.log(
      `  of which: bare + required headers / hello-world ${floorRatio.toFixed(3)}; ours / bare + required headers ${requiredRatio.toFixed(3)}`,
    );
    console.log(
      `cities p50 ratio (ours / bare SQL):      ${citiesP50Ratio.toFixed(3)}  goal ≤ 2     ${citiesP50Ratio <= 2 ? 'MET' : 'MISSED'}`,
    );
    console.log(`cities req/s ratio (ours / bare SQL):    ${citiesRpsRatio.toFixed(3)}`);
  } finally {
    await Promise.all([stop(ours), stop(hello), stop(cities), stop(required)]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
