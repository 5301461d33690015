// What every benchmark script shares: starting servers pinned to their CPU with the flags `npm start` uses, waiting
// for them, stopping them, and reading their CPU time.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { serverEntry } from '../scripts/server-build-state.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

// The servers share the last CPU and autocannon keeps the others, so a server never competes with the load generator
// for a core and every target runs under the same conditions; without this, two identical hello-worlds measured up
// to 20% apart here. Skipped (and said so) where taskset or a second CPU is missing.
export const SERVER_CPU = availableParallelism() - 1;
export const canPin =
  process.env.BENCH_PIN !== '0' && SERVER_CPU > 0 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;

/**
 * Keeps this process (the load generator) and every child it starts off the servers' CPU. A load benchmark calls it
 * first; one that times a whole process as a person runs it (a start, Lighthouse's page load) does not: pinned, a
 * start took 3.5 s instead of 2.4 s.
 */
export function pinLoadToOtherCpus() {
  if (canPin) spawnSync('taskset', ['-pc', `0-${SERVER_CPU - 1}`, String(process.pid)], { stdio: 'ignore' });
}

// Every server of the run, baselines included, runs with the flags `npm start` gives ours, so that a baseline does not
// land in a smaller young generation than ours (or the other way round) by chance. BENCH_NODE_FLAGS adds flags to try
// on all of them alike.
export const NODE_FLAGS = [...SERVER_NODE_FLAGS, ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)];

/** Runs `node args` (pinned to the server CPU when we can and `pinned`), the way `spawn`/`fork` would. */
export function node(args, options, pinned = true) {
  const stdio = ['ignore', 'ignore', 'inherit'];
  const command = [process.execPath, ...NODE_FLAGS, ...args];
  return canPin && pinned
    ? spawn('taskset', ['-c', String(SERVER_CPU), ...command], { ...options, stdio })
    : spawn(command[0], command.slice(1), { ...options, stdio });
}

/** Waits for a server to answer; fails at once if the process serving it has died (a taken port, a crash). */
export async function waitForHttp(url, child, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server for ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * Our server exactly as `npm start` runs it, in production mode: the build `npm run bench` made, no loader. Pinned to
 * the server CPU unless `pinned` is false (a measurement of the server with every core, as a person runs it).
 */
export function startOurs(port, env, entry = serverEntry, { pinned = true } = {}) {
  return node(
    [entry],
    {
      cwd: root,
      // PUBLIC_URL and APP_SECRET: production on PostgreSQL refuses to start without them.
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...env,
      },
    },
    pinned,
  );
}

export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const CLOCK_TICKS_PER_S = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU time (user + system, all threads) a process has used so far, in µs; undefined where /proc is missing. */
export function cpuTimeUs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start at field 3; utime and stime are fields 14, 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_S;
  } catch {
    return undefined;
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
