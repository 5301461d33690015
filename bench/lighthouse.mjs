#!/usr/bin/env node
// Lighthouse's mobile run (issue 16, page weight) on the pages people arrive on from search engines: the home page,
// /job-openings, a technology landing page, a vacancy page, the blog, an article, the salary overview and a salary
// report (issue 29), served by our built server in production mode on an
// embedded data dir with the demo data. Prints the four categories' scores and the key metrics per page beside the
// targets (performance ≥ 95, accessibility and SEO 100, at most 100 KB of JavaScript transferred before interaction)
// and, for a missed target, what the report blames. A benchmark reports: a missed target does not fail the run.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { root, startOurs, stop, waitForHttp } from './harness.mjs';

const work = join(root, '.tmp/bench/lighthouse');
const DATA_DIR = join(work, 'data');
const REPORTS = join(work, 'reports');
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3341);
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Runs per page; the run nearest the median FCP and TTI is reported (Lighthouse's own `computeMedianRun`). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, jsKb: 100 };
const base = `http://127.0.0.1:${PORT}`;

/** The pages; the landing page, the vacancy and the salary report are read from the demo data unless given. */
async function pagesToAudit() {
  let landing = process.env.BENCH_LIGHTHOUSE_LANDING;
  if (!landing) {
    const { data } = await (await fetch(`${base}/api/vacancies/search/pages`)).json();
    landing = data.technologies.find((page) => page.count > 0)?.path;
    if (!landing) throw new Error('no technology landing page has vacancies in the demo data');
  }
  let vacancy = process.env.BENCH_LIGHTHOUSE_VACANCY;
  if (!vacancy) {
    const { data } = await (await fetch(`${base}/api/jobs`)).json();
    if (!data.list[0]) throw new Error('the demo data has no open vacancy');
    vacancy = `/job-openings/${data.list[0].slug}`;
  }
  let company = process.env.BENCH_LIGHTHOUSE_COMPANY;
  if (!company) {
    const { data } = await (await fetch(`${base}/api/companies?page=1`)).json();
    const first = (data.list ?? data)[0];
    if (!first?.slug) throw new Error('the demo data has no public company');
    company = `/company/${first.slug}`;
  }
  const { data: salaries } = await (await fetch(`${base}/api/salaries`)).json();
  const report = salaries.technologies[0]?.key;
  const pages = [
    { name: 'home', path: '/' },
    { name: 'job openings', path: '/job-openings' },
    { name: 'landing', path: landing },
    { name: 'vacancy', path: vacancy },
    { name: 'companies', path: '/companies' },
    { name: 'company', path: company },
    { name: 'candidates', path: '/candidates' },
    { name: 'blog', path: '/blog' },
    { name: 'article', path: '/blog/how-to-write-resume' },
    { name: 'salaries', path: '/salaries' },
    ...(report ? [{ name: 'salary report', path: `/salaries/${report}` }] : []),
  ];
  // BENCH_LIGHTHOUSE_PAGES="blog,article" audits only the pages named (the content issue's three, say).
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  return only ? pages.filter((page) => only.includes(page.name)) : pages;
}

/** JavaScript transferred during the load (compressed bytes on the wire): nothing is clicked, so all of it comes before interaction. */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr, audit) => lhr.audits[audit]?.numericValue;

/** What the report blames for a category below its target: failing audits, performance ones by estimated savings. */
function blamed(lhr, category) {
  const refs = lhr.categories[category].auditRefs;
  const failing = refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable',
    )
    .filter(({ audit }) => audit.scoreDisplayMode !== 'informative' || category === 'performance');
  if (category !== 'performance') {
    return failing
      .filter(({ ref }) => ref.weight > 0)
      .map(({ audit }) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
  // The metrics first (what the score is made of), then opportunities by the time they would save, then diagnostics.
  const metrics = failing
    .filter(({ ref }) => ref.group === 'metrics' || ref.weight > 0)
    .map(({ audit }) => `metric ${audit.id}: ${audit.displayValue} (score ${audit.score})`);
  const savings = (audit) => (audit.metricSavings ? Math.max(0, ...Object.values(audit.metricSavings)) : 0);
  const rest = failing
    .filter(({ ref }) => ref.group !== 'metrics' && !(ref.weight > 0))
    .sort((a, b) => savings(b.audit) - savings(a.audit) || (a.audit.score ?? 1) - (b.audit.score ?? 1))
    .slice(0, 6)
    .map(({ audit }) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return [...metrics, ...rest];
}

/**
 * One Lighthouse run; a trace Lighthouse could not read (NO_NAVSTART, which its message says to run again for) is
 * run again, twice at most, and any other runtime error stops the benchmark.
 */
async function audited(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES });
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (error.code !== 'NO_NAVSTART' || attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.log(`${url}: ${error.code}, run again`);
  }
}

const verdict = (met) => (met ? 'met' : 'MISSED');

async function main() {
  if (!existsSync(CHROME_PATH)) {
    console.error(`${CHROME_PATH} not found: run node scripts/ensure-chromium.mjs, or set CHROME_PATH.`);
    process.exit(1);
  }
  mkdirSync(REPORTS, { recursive: true });
  // The server is pinned to the last CPU as in the other benchmarks; this process (and so Chrome, its child) is not
  // pinned: Lighthouse times the page's main thread as it ran here, so Chrome gets every CPU.
  const loadAtStart = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  console.log(`Starting our server (production, embedded data in ${DATA_DIR}; the first run seeds the demo data)…`);
  const server = startOurs(PORT, { DATA_DIR });
  let chrome;
  try {
    await waitForHttp(`${base}/api/ready`, server, 600_000);
    const pages = await pagesToAudit();
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    // One unmeasured load of each page first: the server's first render of a route compiles its code.
    for (const page of pages) await fetch(`${base}${page.path}`, { headers: { 'accept-language': 'en' } });
    const results = [];
    for (const page of pages) {
      const runs = [];
      // The host's 1-minute load average as this page's runs start: a busy host slows Chrome's main thread.
      const load = loadavg()[0].toFixed(2);
      for (let run = 1; run <= RUNS; run++) {
        const result = await audited(`${base}${page.path}`, chrome.port);
        runs.push(result);
        console.log(
          `${page.name.padEnd(13)} run ${run}: performance ${score(result.lhr, 'performance')}, accessibility ${score(result.lhr, 'accessibility')}, SEO ${score(result.lhr, 'seo')}`,
        );
      }
      const lhr = computeMedianRun(runs.map((r) => r.lhr));
      const chosen = runs.find((r) => r.lhr === lhr);
      const file = join(REPORTS, `${page.name.replaceAll(' ', '-')}.html`);
      writeFileSync(file, chosen.report);
      writeFileSync(file.replace(/\.html$/, '.json'), JSON.stringify(lhr));
      results.push({
        page,
        lhr,
        performanceRuns: runs.map((r) => score(r.lhr, 'performance')),
        load,
        benchmarkIndexes: runs.map((r) => r.lhr.environment.benchmarkIndex),
      });
    }

    const environment = results[0].lhr.environment;
    const indexes = results.flatMap((r) => r.benchmarkIndexes);
    console.log(
      `\nLighthouse ${results[0].lhr.lighthouseVersion}, mobile (simulated throttling), ${environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, median of ${RUNS} runs per page; reports in ${REPORTS}`,
    );
    // The host's CPU speed as Lighthouse measured it before each run (it warns below 1,000), and the load average:
    // TBT is the main-thread time Chrome observed here, multiplied by 4, so a loaded host inflates it.
    console.log(
      `benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over the runs; load average ${loadAtStart} at the start, ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')} at the end`,
    );
    console.table(
      Object.fromEntries(
        results.map(({ page, lhr, performanceRuns, load }) => [
          `${page.name} ${page.path}`,
          {
            perf: score(lhr, 'performance'),
            'perf runs': performanceRuns.join('/'),
            a11y: score(lhr, 'accessibility'),
            'best pr.': score(lhr, 'best-practices'),
            SEO: score(lhr, 'seo'),
            'FCP s': (metric(lhr, 'first-contentful-paint') / 1000).toFixed(2),
            'LCP s': (metric(lhr, 'largest-contentful-paint') / 1000).toFixed(2),
            'TBT ms': Math.round(metric(lhr, 'total-blocking-time')),
            CLS: metric(lhr, 'cumulative-layout-shift').toFixed(3),
            'JS KB': (scriptBytes(lhr) / 1024).toFixed(1),
            load,
          },
        ]),
      ),
    );
    console.log(
      `Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS.bestPractices}, SEO ${TARGETS.seo}, JavaScript ≤ ${TARGETS.jsKb} KB compressed before interaction; "load" is the host's 1-minute load average as the page's runs began.`,
    );
    for (const { page, lhr } of results) {
      const checks = [
        ['performance', score(lhr, 'performance') >= TARGETS.performance],
        ['accessibility', score(lhr, 'accessibility') >= TARGETS.accessibility],
        ['best practices', score(lhr, 'best-practices') >= TARGETS.bestPractices],
        ['SEO', score(lhr, 'seo') >= TARGETS.seo],
        ['JS ≤ 100 KB', scriptBytes(lhr) <= TARGETS.jsKb * 1024],
      ];
      console.log(`${page.name} ${page.path}: ${checks.map(([name, met]) => `${name} ${verdict(met)}`).join(', ')}`);
      for (const warning of lhr.runWarnings ?? []) console.log(`    warning: ${warning}`);
      for (const [category, target] of [
        ['performance', TARGETS.performance],
        ['accessibility', TARGETS.accessibility],
        ['best-practices', TARGETS.bestPractices],
        ['seo', TARGETS.seo],
      ]) {
        if (score(lhr, category) >= target) continue;
        for (const line of blamed(lhr, category)) console.log(`    ${category}: ${line}`);
      }
    }
  } finally {
    if (chrome) await chrome.kill();
    await stop(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
