import { billing } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { testClient } from '../../../../test/test-client.ts';
import { demoResumesSeed } from '../../seeds/demo-resumes.ts';
import { demoMailingSeed } from './demo-mailing.ts';

let t: TestApp;
const { api } = testClient(() => t.app, { addressPerRequest: true });

beforeAll(async () => {
  t = await createTestApp();
});

describe('the demo mailing', () => {
  it('gives one of the demo worker’s resumes an active autosender and its log, once', async () => {
    const worker = await signIn(t, 'worker', { demo: true });
    await demoResumesSeed.run(t.database.db, { config: t.config });
    await demoMailingSeed.run(t.database.db, { config: t.config });
    await demoMailingSeed.run(t.database.db, { config: t.config });
    const { list } = (await api(billing.listMyResumeMailings, { token: worker.token })).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ mode: 'auto', status: 'active', resume_id: 'DemoSharedCvEn26' });
    expect(new Date(list[0]!.paid_until!).getTime()).toBeGreaterThan(Date.now());
  });
});
