#!/usr/bin/env node
// How long `npm start` takes until /api/ready answers 200, on a data directory given or fresh:
//   node scripts/measure-start.mjs [DATA_DIR]   (PORT defaults to 3299; the server is stopped afterwards)
// Run it twice with the same directory to see a first and a later start.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './web-build-state.mjs';

const dataDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'hushwork-measure-'));
const port = process.env.PORT ?? '3299';
const started = performance.now();
const npm = spawn('npm', ['start'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
});
const exited = once(npm, 'exit');

let ready = false;
while (!ready && npm.exitCode === null) {
  ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
    (response) => response.status === 200,
    () => false,
  );
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 25));
}
const elapsed = performance.now() - started;
process.kill(-npm.pid, 'SIGTERM');
await exited;
if (!ready) {
  console.error('npm start exited before /api/ready answered');
  process.exit(1);
}
console.log(`ready in ${(elapsed / 1000).toFixed(2)} s (DATA_DIR ${dataDir})`);
