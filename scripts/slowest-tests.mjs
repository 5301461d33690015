#!/usr/bin/env node
// Prints the slowest test files of a run from the JSON reports the suites write when TEST_REPORT_DIR is set
// (vitest.config.ts, vitest.after-build.config.ts, playwright.config.ts): `.ci/run` ends with it, so a domain whose
// tests grow the run shows up by name. Usage: node scripts/slowest-tests.mjs [reports dir] [count]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.argv[2] ?? '.tmp/test-reports';
const count = Number(process.argv[3] ?? 15);

function* reportFiles(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* reportFiles(path);
    else if (name.endsWith('.json')) yield path;
  }
}

/** Seconds per spec file of a Playwright report: the sum of its tests' attempts (workers run files side by side). */
function playwrightFiles(report) {
  const totals = new Map();
  const walk = (suite, file) => {
    const at = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) totals.set(at, (totals.get(at) ?? 0) + (result.duration ?? 0) / 1000);
      }
    }
    for (const child of suite.suites ?? []) walk(child, at);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...totals].map(([file, seconds]) => ({ file: join('e2e', file), seconds }));
}

/** Seconds per test file of a vitest JSON report, from the file's start to its end. */
function vitestFiles(report) {
  return report.testResults.map((result) => ({
    file: relative(process.cwd(), result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  }));
}

const rows = [];
for (const path of reportFiles(root)) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const stage = relative(root, path).replace(/\.json$/, '');
  const files = Array.isArray(report.testResults) ? vitestFiles(report) : playwrightFiles(report);
  for (const file of files) rows.push({ ...file, stage });
}
if (rows.length === 0) {
  console.log(`No test reports under ${root}.`);
  process.exit(0);
}
rows.sort((a, b) => b.seconds - a.seconds);
console.log(`\n== the ${Math.min(count, rows.length)} slowest test files (of ${rows.length} file runs) ==`);
for (const row of rows.slice(0, count)) {
  console.log(`${row.seconds.toFixed(1).padStart(8)} s  ${row.file}  [${row.stage}]`);
}
