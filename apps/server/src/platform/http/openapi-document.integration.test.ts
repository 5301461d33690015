import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { clientErrorStatuses, operationIdOf } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DefinedEndpoint, definedEndpoints } from '../../test/contract-endpoints.ts';
import { createTestApp } from '../../test/test-app.ts';

const run = promisify(execFile);
const REDOCLY = new URL('../../../../../node_modules/.bin/redocly', import.meta.url).pathname;

type Problem = { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer?: string }[] };

type Operation = { operationId?: string; summary?: string; security?: unknown[]; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

let problems: Problem[];
let document: Document;
let endpoints: DefinedEndpoint[];

/** Lints the served document as a client's tooling would, with Redocly's recommended rules and nothing relaxed. */
beforeAll(async () => {
  const { app } = await createTestApp();
  endpoints = await definedEndpoints();
  document = (await app.inject({ url: '/api/openapi.json' })).json();
  const dir = await mkdtemp(join(tmpdir(), 'hushwork-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    // Run in the temp folder so no config file of the repository changes the rules; no telemetry, no update check.
    const { stdout } = await run(
      REDOCLY,
      ['lint', '--extends=recommended', '--format=json', '--max-problems=1000', file],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 20 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    problems = (JSON.parse(stdout) as { problems: Problem[] }).problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);

const describeProblem = (problem: Problem) =>
  `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`;

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without an error", () => {
    const errors = problems.filter((problem) => problem.severity === 'error').map(describeProblem);
    const warnings = problems.filter((problem) => problem.severity === 'warn').map(describeProblem);
    // Warnings are advice, not a broken contract; their count is printed so a rise is noticed.
    console.info(`redocly lint: ${errors.length} errors, ${warnings.length} warnings\n${warnings.join('\n')}`);
    expect(errors).toEqual([]);
  });

  it('holds exactly the endpoints the contract defines, each as defined', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const defined = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(documented.sort()).toEqual(defined.sort());
    for (const { endpoint } of endpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      const security = { none: [], optional: [{}, { bearer: [] }], required: [{ bearer: [] }] }[endpoint.auth];
      expect({
        operationId: operation?.operationId,
        summary: operation?.summary,
        security: operation?.security,
        responses: Object.keys(operation?.responses ?? {}).sort(),
      }).toEqual({
        operationId: operationIdOf(endpoint),
        summary: endpoint.summary,
        security,
        responses: [String(endpoint.status ?? 200), ...clientErrorStatuses(endpoint).map(String)].sort(),
      });
    }
  });

  it("defines every call of the spec's catalogs section, and tells how much of each built section is defined", () => {
    const spec = readFileSync(new URL('../../../../../docs/spec/api-endpoints.txt', import.meta.url), 'utf8');
    const shapeOf = (call: string) => call.replace(/\{[^}]+\}/g, '{}');
    const defined = new Set(endpoints.map(({ endpoint }) => shapeOf(`${endpoint.method} ${endpoint.path}`)));
    const sections = spec.split('\n# ').map((section) => {
      const [title = '', ...lines] = section.split('\n');
      const calls = lines.filter((line) => /^(GET|POST|PUT|PATCH|DELETE) /.test(line));
      return { title, calls, missing: calls.filter((call) => !defined.has(shapeOf(call))) };
    });
    const coverage = sections
      .filter(({ calls, missing }) => calls.length > 0 && missing.length < calls.length)
      .map(({ title, calls, missing }) => `${title}: ${calls.length - missing.length} of ${calls.length}`);
    console.info(`spec calls defined in the contract:\n${coverage.join('\n')}`);
    const catalogs = sections.find(({ title }) => title === 'Catalogs and places');
    // Templates belong to the resume builder, which is not built yet.
    expect(catalogs?.calls.length).toBeGreaterThan(15);
    expect(catalogs?.missing.filter((call) => !call.includes('/templates'))).toEqual([]);
  });
});
