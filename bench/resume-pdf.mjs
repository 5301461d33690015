#!/usr/bin/env node
// Resume PDFs (issue 28), measured in one run against baselines of the same run:
// 1. A one-page resume, warm, beside a minimal @react-pdf/renderer document (one line of text, the renderer's floor)
//    and beside Chromium's page.pdf() of the same resume's HTML (Playwright, /usr/bin/chromium, warm browser and
//    page). Targets: at most 2x the minimal document, at most 1/3 of Chromium. Each is timed on this thread, in turns.
// 2. A two-page resume against the one-page one: at most 2.2x.
// 3. Memory after BENCH_PDF_EXPORTS (200) exports in a row through the worker pool, twice: no growth beyond noise.
// 4. The event loop while PDFs render: a tiny HTTP health route in this process, asked by a client in another
//    process one request after another; its p50/p99 idle, with the pool rendering, and with renders on this thread.
//
//   npm run bench:resume-pdf      (BENCH_PDF_ROUNDS=30 timed renders of each kind, BENCH_PDF_EXPORTS=200)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { bundleForNode } from '../scripts/build-server.mjs';
import { median, root } from './harness.mjs';

// As `npm start` runs the server (scripts/start.mjs): React's production build, for the resume and the baseline alike.
process.env.NODE_ENV ??= 'production';
const ROUNDS = Number(process.env.BENCH_PDF_ROUNDS ?? 30);
const EXPORTS = Number(process.env.BENCH_PDF_EXPORTS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_PDF_LOAD_SECONDS ?? 4);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The renderer built as the server builds it: the pool's worker thread runs plain JavaScript, as in production.
const render = join(root, 'apps/server/src/modules/resumes/render');
const outdir = join(root, '.tmp/bench/resume-pdf');
await bundleForNode(
  {
    'render-pdf': join(render, 'render-pdf.ts'),
    'render-html': join(render, 'render-html.ts'),
    'resume-pdf-document': join(render, 'resume-pdf-document.tsx'),
    'sample-resume': join(render, 'sample-resume.ts'),
  },
  outdir,
);
const load = (name) => import(pathToFileURL(join(outdir, `${name}.js`)).href);
const { renderResumePdf, warmResumePdfPool, closeResumePdfPool } = await load('render-pdf');
const { renderResumeHtml } = await load('render-html');
const { renderResumePdfHere } = await load('resume-pdf-document');
const { sampleResume } = await load('sample-resume');

// The minimal document is drawn with the server's own react-pdf and React, as the server resolves them.
const fromServer = createRequire(join(root, 'apps/server/package.json'));
const { Document, Page, renderToBuffer, Text } = fromServer('@react-pdf/renderer');
const { createElement: h } = fromServer('react');

const pageCount = (pdf) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
const options = { author: null, title: 'Test Automation Engineer' };
const onePage = sampleResume('default', 'en', 3);
let twoPage = onePage;
for (let jobs = 4; jobs <= 30; jobs += 1) {
  twoPage = sampleResume('default', 'en', jobs);
  if (pageCount(await renderResumePdfHere(twoPage, options)) === 2) break;
}
const minimal = () => renderToBuffer(h(Document, null, h(Page, { size: 'A4' }, h(Text, null, 'Hello, world'))));
const ms = (value) => `${value.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const verdict = (ok) => (ok ? 'ok' : 'MISSED');

// Chromium: one browser, one page, the fonts served from the web's public folder as /cv/{id} serves them.
const browser = await chromium.launch({ executablePath: CHROMIUM });
const page = await browser.newPage();
const fonts = join(root, 'apps/web/public/resume-fonts');
await page.route('http://resume.bench/**', (route) => {
  const path = new URL(route.request().url()).pathname;
  if (path.startsWith('/resume-fonts/')) {
    return route.fulfill({
      body: readFileSync(join(fonts, path.slice('/resume-fonts/'.length))),
      contentType: 'font/woff2',
    });
  }
  return route.fulfill({ body: '<!doctype html><title>bench</title>', contentType: 'text/html' });
});
await page.goto('http://resume.bench/');
const html = renderResumeHtml(onePage);
const chromiumPdf = async () => {
  await page.setContent(html, { waitUntil: 'load' });
  return page.pdf({ format: 'A4', printBackground: true });
};

// Part 1 and 2: every kind once per round, in turns, so a slow moment of the machine hits all of them alike.
const kinds = {
  minimal,
  'one-page resume': () => renderResumePdfHere(onePage, options),
  'two-page resume': () => renderResumePdfHere(twoPage, options),
  'one-page resume, through the pool': () => renderResumePdf(onePage, options),
  'Chromium page.pdf() of its HTML': chromiumPdf,
};
warmResumePdfPool();
for (const run of Object.values(kinds)) for (let warm = 0; warm < 5; warm += 1) await run();
const times = Object.fromEntries(Object.keys(kinds).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, run] of Object.entries(kinds)) {
    const started = performance.now();
    await run();
    times[name].push(performance.now() - started);
  }
}
await browser.close();
const p50 = Object.fromEntries(Object.entries(times).map(([name, list]) => [name, median(list)]));
console.log(
  `\nResume PDF, warm, median of ${ROUNDS} (pages: one-page ${pageCount(await renderResumePdfHere(onePage, options))}, two-page ${pageCount(await renderResumePdfHere(twoPage, options))})`,
);
for (const [name, value] of Object.entries(p50)) console.log(`  ${name.padEnd(36)} ${ms(value)}`);
const toMinimal = p50['one-page resume'] / p50.minimal;
const toChromium = p50['one-page resume'] / p50['Chromium page.pdf() of its HTML'];
const twoToOne = p50['two-page resume'] / p50['one-page resume'];
console.log(`  one-page / minimal   ${toMinimal.toFixed(2)}x   target <= 2      ${verdict(toMinimal <= 2)}`);
console.log(`  one-page / Chromium  ${toChromium.toFixed(2)}x   target <= 0.33   ${verdict(toChromium <= 1 / 3)}`);
console.log(`  two-page / one-page  ${twoToOne.toFixed(2)}x   target <= 2.2    ${verdict(twoToOne <= 2.2)}`);

// Part 3: memory. Garbage is collected before each reading (node --expose-gc) so only what is kept counts.
const settle = async () => {
  for (let pass = 0; pass < 3; pass += 1) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return process.memoryUsage();
};
const exportsInARow = async () => {
  for (let index = 0; index < EXPORTS; index += 1) await renderResumePdf(index % 2 ? twoPage : onePage, options);
};
const before = await settle();
await exportsInARow();
const afterFirst = await settle();
await exportsInARow();
const afterSecond = await settle();
console.log(
  `\nMemory (whole process, worker included) after ${EXPORTS} exports in a row, twice${globalThis.gc ? '' : ' (run with --expose-gc for exact figures)'}`,
);
console.log(
  `  rss   ${mb(before.rss)} -> ${mb(afterFirst.rss)} -> ${mb(afterSecond.rss)}   second batch grew ${mb(afterSecond.rss - afterFirst.rss)}`,
);
console.log(
  `  heap  ${mb(before.heapUsed)} -> ${mb(afterFirst.heapUsed)} -> ${mb(afterSecond.heapUsed)} (this thread)`,
);

// Part 4: a health route in this process while PDFs render; its client runs in another process.
const server = createServer((_request, response) => response.end('{"status":"ok"}'));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/health`;
const client = `
const latencies = []; const until = Date.now() + ${LOAD_SECONDS * 1000};
let failed = 0;
while (Date.now() < until) {
  const t = performance.now();
  try { await (await fetch(${JSON.stringify(url)}, { signal: AbortSignal.timeout(5000) })).text(); } catch { failed += 1; }
  latencies.push(performance.now() - t);
}
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))];
console.log(JSON.stringify({ count: latencies.length, failed, p50: at(0.5), p99: at(0.99) }));`;
const measureHealth = (renderWhile) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', client], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    let rendering = Boolean(renderWhile);
    const renders = renderWhile
      ? Promise.all(
          [0, 1].map(async () => {
            // Back to the event loop between renders, as a server's request handler would be; a render itself never is.
            while (rendering) {
              await renderWhile();
              await new Promise((resolve) => setImmediate(resolve));
            }
          }),
        )
      : Promise.resolve();
    child.on('error', reject);
    child.on('close', async () => {
      rendering = false;
      await renders;
      delay.disable();
      resolve({ ...JSON.parse(output), loopP99: delay.percentile(99) / 1e6, loopMax: delay.max / 1e6 });
    });
  });
console.log(`\nA health request (${LOAD_SECONDS} s of requests one after another) while PDFs render, two at a time`);
for (const [name, renderWhile] of [
  ['idle', null],
  ['PDFs on the worker pool', () => renderResumePdf(onePage, options)],
  ['PDFs on this thread (no pool)', () => renderResumePdfHere(onePage, options)],
]) {
  const result = await measureHealth(renderWhile);
  console.log(
    `  ${name.padEnd(30)} p50 ${ms(result.p50)}  p99 ${ms(result.p99)}  (${result.count} requests, ${result.failed} over 5 s; event-loop delay p99 ${ms(result.loopP99)}, max ${ms(result.loopMax)})`,
  );
}
server.close();
await closeResumePdfPool();
