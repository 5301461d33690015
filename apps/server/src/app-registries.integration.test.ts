import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from './modules/companies/index.ts';
import { createUser } from './modules/identity/index.ts';
import { modules } from './modules/index.ts';
import { createVacancy } from './modules/vacancies/index.ts';
import { renderMail } from './platform/mail/render-mail.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Two apps in one process on one database: the whole list, and the list without vacancies and messaging. Each has
// the registry of its own list, so what one provides (vacancy counts, the digest mail) the other does not see.
let full: TestApp;
let lean: TestApp;
let slug: string;
let companyId: number;
let vacancySlug: string;
beforeAll(async () => {
  full = await createTestApp();
  lean = await createTestApp(
    {},
    {
      database: full.database,
      modules: modules.filter((module) => module.name !== 'vacancies' && module.name !== 'messaging'),
    },
  );
  const { user } = await createUser(full.database.db, {
    role: 'company',
    email: 'two-apps@example.com',
    password: 'Two-Apps-Granite-2718',
    name: 'Tess Two',
  });
  const company = await createCompany(full.database.db, { ownerUserId: user.id, ownerName: 'Tess', name: 'Two Apps' });
  ({ slug, id: companyId } = company);
  const made = [];
  for (const title of ['Backend Engineer', 'Frontend Engineer'])
    made.push(await createVacancy(full.database.db, { companyId: company.id, authorUserId: user.id, title }));
  vacancySlug = made[0]?.slug ?? '';
}, 60_000);

const get = async (t: TestApp, url: string) => {
  const response = await t.app.inject({ url });
  return { status: response.statusCode, data: response.json().data };
};

describe('two apps in one process', () => {
  it('show the same company with its vacancies in the app that has them, and none in the one without', async () => {
    expect((await get(full, `/api/companies/${slug}`)).data.vacancies_count).toBe(2);
    expect((await get(lean, `/api/companies/${slug}`)).data.vacancies_count).toBe(0);
    expect((await get(full, `/api/companies/${companyId}/vacancies`)).data).toMatchObject({ total: 2 });
    expect((await get(lean, `/api/companies/${companyId}/vacancies`)).data).toMatchObject({ list: [], total: 0 });
    expect((await get(full, '/api/companies?search=Two%20Apps')).data.list[0].vacancies_count).toBe(2);
    expect((await get(lean, '/api/companies?search=Two%20Apps')).data.list[0].vacancies_count).toBe(0);
  });

  it('serve only their own modules’ routes', async () => {
    expect((await get(full, `/api/vacancies/slug/${vacancySlug}`)).status).toBe(200);
    expect((await get(lean, `/api/vacancies/slug/${vacancySlug}`)).status).toBe(404);
  });

  it('render only their own modules’ mail kinds', () => {
    const params = { name: 'Olena', count: 1, rooms: [{ title: 'Acme', count: 1 }], more: 0, link: 'https://x.test/' };
    expect(renderMail(full.registry.mails, 'message_digest', 'en', params).subject).toContain('1');
    expect(() => renderMail(lean.registry.mails, 'message_digest', 'en', params)).toThrow(
      /message_digest is not declared by any module of this app/,
    );
    // Both still have identity's, which both lists hold.
    expect(lean.registry.mails.has('verify_email')).toBe(true);
  });

  it('share no registry: building the second changed nothing in the first', () => {
    expect(full.registry).not.toBe(lean.registry);
    expect(full.registry.ports.companyVacancies).toBeDefined();
    expect(lean.registry.ports.companyVacancies).toBeUndefined();
    expect(lean.registry.ports.conversations).toBeUndefined();
    expect(full.registry.favoriteTargets.has('vacancy')).toBe(true);
    expect(lean.registry.favoriteTargets.has('vacancy')).toBe(false);
  });
});
