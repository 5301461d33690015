import { resumes } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { demoResumesSeed } from './demo-resumes.ts';

let t: TestApp;
const { api } = testClient(() => t.app, { addressPerRequest: true });

beforeAll(async () => {
  t = await createTestApp();
});

describe('the demo resumes', () => {
  it('give the demo worker three resumes in three templates and languages, the English one shared, once', async () => {
    const worker = await signIn(t, 'worker', { demo: true });
    await demoResumesSeed.run(t.database.db, { config: t.config });
    await demoResumesSeed.run(t.database.db, { config: t.config });
    const list = (await api(resumes.listMyResumes, { token: worker.token })).data.list;
    expect(list.map((resume) => [resume.template, resume.title, resume.shared])).toEqual([
      ['default', 'Frontend developer', true],
      ['blue', 'Фронтенд-розробник', false],
      ['black_line', 'Programista frontend', false],
    ]);
    const languages = await Promise.all(
      list.map(
        async (resume) =>
          (await api(resumes.getResumeInfo, { token: worker.token, params: { id: resume.id } })).data.document.language,
      ),
    );
    expect(languages).toEqual(['en', 'uk', 'pl']);
    const shared = await api(resumes.viewResumeHtml, { params: { id: 'DemoSharedCvEn26' } });
    expect(shared.statusCode).toBe(200);
    expect(shared.data.indexable).toBe(true);
    expect((await api(resumes.viewResumeHtml, { params: { id: 'DemoResumeUkr026' } })).statusCode).toBe(404);
  });
});
