import { defineConfig } from '@playwright/test';
import { MAIL_HTTP_PORT, OIDC_ADMIN_PORT, OIDC_PORT, SUITE_SMTP_URL } from './e2e/support/ports.ts';
import { resetSeededTemplate } from './e2e/support/seeded-template.ts';
import { E2E_TELEGRAM_BOT } from './e2e/telegram/telegram-bot.ts';

// The servers specs start of their own copy one seeded data folder; each run seeds it afresh (see copySeededData).
resetSeededTemplate();

const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // A flaky test fails and is fixed at its cause, in CI too: no second chance hides it.
  retries: 0,
  // With TEST_REPORT_DIR set (`.ci/run`), a JSON report for scripts/slowest-tests.mjs too.
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.TEST_REPORT_DIR}/e2e.json` }]]
    : [['list']],
  // Guards against a hang, not measures of speed (benchmarks measure speed): a walk that takes 15 s alone took
  // over 30 s while the whole suite loaded this 2-core machine (CI of stop 33), and there a client navigation or a
  // typed field took over 5 s at peaks (ADR 0039). The CI host of stop 35 ran the suite at 2.5× this machine's
  // time (a 28 s walk hit 60 s), so a walk gets 120 s; a failing expectation fails after its own 15 s all the same.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failure keeps its trace: every action's DOM snapshot and the network. No screencast: its frames, encoded
    // while every test ran, cost the browser CPU on a machine the suite already saturates (ADR 0039).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // The headless shell, as Playwright runs headless itself: the same Blink, without the full browser's windowing
      // layers; a fifth less time per test than the full browser on this machine (ADR 0039).
      executablePath: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // A real SMTP server the app delivers to; tests read the mail over HTTP (e2e/support/mail-catcher.ts).
      command: 'node --import tsx e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      // A real OpenID Connect provider that the app's Google sign-in is pointed at.
      command: 'node --import tsx e2e/support/oidc-provider.ts',
      url: `http://127.0.0.1:${OIDC_ADMIN_PORT}/`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      // A fresh embedded database each run, so the suite sees exactly the seeded data. The server runs built, as in
      // production (`npm run test:e2e` builds it; a run without that build gets one here).
      command: `rm -rf ${DATA_DIR} && node scripts/build-server.mjs --if-stale && node apps/server/dist/main.js`,
      url: `http://127.0.0.1:${PORT}/api/ready`,
      // A first start seeds the whole demo data set: minutes on a busy 2-core machine.
      timeout: 300_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        TELEGRAM_CHANNEL_URL: 'https://t.me/hushwork_jobs',
        TELEGRAM_BOT_USERNAME: E2E_TELEGRAM_BOT.username,
        TELEGRAM_WEBHOOK_SECRET: E2E_TELEGRAM_BOT.webhookSecret,
        SMTP_URL: SUITE_SMTP_URL,
        // Each test browses from its own address behind this "proxy", so per-IP rate limits see separate visitors.
        TRUSTED_PROXIES: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        GOOGLE_CLIENT_ID: 'hushwork-e2e',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        MAIL_FROM: 'Hushwork <no-reply@hushwork.test>',
      },
    },
  ],
});
