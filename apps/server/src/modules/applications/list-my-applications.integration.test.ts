import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applicationsKit } from './applications-test-kit.ts';

let t: TestApp;
const kit = applicationsKit(() => t);
let acme: Awaited<ReturnType<typeof kit.company>>;
beforeAll(async () => {
  t = await createTestApp();
  acme = await kit.company('Acme Applied');
}, 60_000);

describe('the worker’s application to one vacancy (GET me/applications?vacancy_id=)', () => {
  it('answers only the application to that vacancy, or none, so the vacancy’s page can say "you applied"', async () => {
    const seeker = await kit.candidate();
    const applied = await kit.vacancy(acme.id, acme.owner.user.id, { title: 'Applied Role' });
    const other = await kit.vacancy(acme.id, acme.owner.user.id, { title: 'Other Role' });
    const untouched = await kit.vacancy(acme.id, acme.owner.user.id, { title: 'Untouched Role' });
    await kit.apply(seeker.token, { vacancy_id: applied.id, cover_letter: 'One' });
    await kit.apply(seeker.token, { vacancy_id: other.id, cover_letter: 'Two' });
    const one = (await kit.call(`/api/me/applications?vacancy_id=${applied.id}`, { token: seeker.token })).json().data;
    expect(one).toMatchObject({ total: 1, list: [{ vacancy_id: applied.id, status: 'new', cover_letter: 'One' }] });
    const none = await kit.call(`/api/me/applications?vacancy_id=${untouched.id}`, { token: seeker.token });
    expect(none.json().data).toMatchObject({ total: 0, list: [] });
    expect((await kit.call('/api/me/applications?vacancy_id=0', { token: seeker.token })).statusCode).toBe(422);
  });
});
