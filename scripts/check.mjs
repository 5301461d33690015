#!/usr/bin/env node
// `npm run check`: the type checks of each workspace and of e2e, Biome and knip, side by side on the machine's cores.
// One after another they took up to 75 s with one file changed on the 2-core machine while CI ran (issue 24 asks for
// at most 60 s), most of it each tsc building its program (the server's parses ~3,000 files) even when its
// incremental info says nothing needs checking. Each step's output is printed whole when it ends; the check fails if
// any step does.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Longest first, so the short ones fill in beside them. */
const steps = [
  { name: 'server types', args: ['run', 'typecheck', '-w', '@hushwork/server'] },
  { name: 'web types', args: ['run', 'typecheck', '-w', '@hushwork/web'] },
  // After the web's type check: its `react-router typegen` writes the `./+types/*` modules the routes import.
  { name: 'knip', args: ['run', 'knip'], after: 'web types' },
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'e2e types', args: ['run', 'typecheck:e2e'] },
  { name: 'contract types', args: ['run', 'typecheck', '-w', '@hushwork/contract'] },
];
const slots = Math.max(2, availableParallelism());
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step to its end; its output (stdout and stderr as they came) is kept for the report. */
function run(step) {
  return new Promise((resolve) => {
    const since = performance.now();
    const child = spawn('npm', step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const ok = code === 0;
      process.stdout.write(`\n== ${step.name}: ${ok ? 'ok' : `failed (${code})`} in ${seconds(since)}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const results = new Map();
const waiting = [...steps];
const running = new Set();
await new Promise((done) => {
  const next = () => {
    for (let i = 0; i < waiting.length && running.size < slots; ) {
      const step = waiting[i];
      const before = step.after && results.get(step.after);
      if (step.after && before === undefined) {
        i += 1;
        continue;
      }
      waiting.splice(i, 1);
      if (before === false) {
        process.stdout.write(`\n== ${step.name}: skipped, ${step.after} failed\n`);
        results.set(step.name, false);
        continue;
      }
      const task = run(step).then((ok) => {
        running.delete(task);
        results.set(step.name, ok);
        next();
      });
      running.add(task);
    }
    if (running.size === 0 && waiting.length === 0) done();
  };
  next();
});

const failed = steps.filter((step) => !results.get(step.name)).map((step) => step.name);
process.stdout.write(
  `\n== check ${failed.length ? `failed: ${failed.join(', ')}` : 'passed'} in ${seconds(started)}\n`,
);
process.exitCode = failed.length ? 1 : 0;
