import { billing } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { testClient } from '../../../../test/test-client.ts';
import { modules } from '../../../index.ts';
import { demoMailingSeed } from './demo-mailing.ts';

let t: TestApp;
const { api } = testClient(() => t.app, { addressPerRequest: true });

beforeAll(async () => {
  t = await createTestApp();
});

describe('the demo mailing', () => {
  it('gives one of the demo worker’s resumes an active autosender and its log, once', async () => {
    const worker = await signIn(t, 'worker', { demo: true });
    // The demo companies and their vacancies the log names, the worker's resumes (as the modules declare them, in
    // their order), then the mailing twice.
    const wanted = ['demo-companies', 'demo-vacancies', 'demo-resumes'];
    const seeds = modules.flatMap((module) => module.seeds?.demo ?? []).filter((seed) => wanted.includes(seed.name));
    expect(seeds).toHaveLength(wanted.length);
    for (const seed of [...seeds, demoMailingSeed, demoMailingSeed])
      await seed.run(t.database.db, { config: t.config });
    const { list } = (await api(billing.listMyResumeMailings, { token: worker.token })).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ mode: 'auto', status: 'active', resume_id: 'DemoSharedCvEn26' });
    expect(new Date(list[0]!.paid_until!).getTime()).toBeGreaterThan(Date.now());
    // Its log says only what happened: sent to the demo companies, none skipped (nobody opted out).
    expect(list[0]).toMatchObject({ skipped: 0 });
    expect(list[0]!.sent).toBeGreaterThan(0);
  });
});
