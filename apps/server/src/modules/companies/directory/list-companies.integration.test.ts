import { COMPANIES } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createVacancy } from '../../vacancies/index.ts';
import { createCompany } from '../company.factory.ts';
import { companyKit } from '../company-test-kit.ts';

let t: TestApp;
const { call, employer } = companyKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});

const listItem = (company: { id: number; slug: string; name: string }, overrides: object = {}) => ({
  id: company.id,
  slug: company.slug,
  name: company.name,
  description: '',
  size: null,
  logo_id: null,
  offices: [],
  technologies: [],
  reviews_count: 0,
  vacancies_count: 0,
  ...overrides,
});

describe('paging through the directory (GET companies)', () => {
  it('answers the next page and an empty page past the last, with the same total', async () => {
    const owner = await employer('Paula Pager');
    const made = [];
    // One owner for all: the directory is about companies, not teams.
    for (let n = 1; n <= COMPANIES.pageSize + 2; n++) {
      made.push(
        await createCompany(t.database.db, { ownerUserId: owner.user.id, ownerName: 'Paula', name: `Pager ${n}` }),
      );
    }
    const page = (n: number) => call(`/api/companies?search=Pager&page=${n}`);

    const first = (await page(1)).json().data;
    expect([first.list.length, first.total, first.page, first.pages]).toEqual([COMPANIES.pageSize, 22, 1, 2]);
    // Newest first: the first page ends where the second begins.
    expect(first.list[0].name).toBe(`Pager ${COMPANIES.pageSize + 2}`);
    expect((await page(2)).json()).toEqual({
      data: { list: [listItem(made[1]!), listItem(made[0]!)], total: 22, page: 2, pages: 2 },
    });
    expect((await page(3)).json()).toEqual({ data: { list: [], total: 22, page: 3, pages: 2 } });
  });
});

describe('a company’s open vacancies', () => {
  it('are counted on its card and its page, and listed on its tab: open approved ones only', async () => {
    const owner = await employer('Vera Vacancies');
    const company = await createCompany(t.database.db, {
      ownerUserId: owner.user.id,
      ownerName: 'Vera',
      name: 'Counted Vacancies',
    });
    const vacancy = (title: string, options: object = {}) =>
      createVacancy(t.database.db, { companyId: company.id, authorUserId: owner.user.id, title, ...options });
    const open = [await vacancy('Backend Engineer'), await vacancy('Frontend Engineer')];
    await vacancy('Waiting Engineer', { moderation_status: 'pending' });
    await vacancy('Paused Engineer', { state: 'paused' });

    const listed = (await call('/api/companies?search=Counted%20Vacancies')).json().data;
    expect(listed.list).toEqual([listItem(company, { vacancies_count: 2 })]);
    const page = (await call(`/api/companies/${company.slug}`)).json().data;
    expect(page.vacancies_count).toBe(2);
    const tab = (await call(`/api/companies/${company.id}/vacancies`)).json().data.list;
    expect(tab.map((v: { id: number }) => v.id).sort()).toEqual(open.map((v) => v.id).sort());
  });

  it('pages the company’s open vacancies as search cards, newest first', async () => {
    const owner = await employer('Pavel Paged');
    const company = await createCompany(t.database.db, {
      ownerUserId: owner.user.id,
      ownerName: 'Pavel',
      name: 'Paged Openings',
    });
    const start = Date.UTC(2026, 0, 1);
    for (let n = 0; n < 25; n += 1) {
      await createVacancy(t.database.db, {
        companyId: company.id,
        authorUserId: owner.user.id,
        title: `Opening ${n}`,
        published_at: new Date(start + n * 60_000),
      });
    }
    const first = (await call(`/api/companies/${company.id}/vacancies`)).json().data;
    expect({ total: first.total, page: first.page, pages: first.pages }).toEqual({ total: 25, page: 1, pages: 2 });
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({ title: 'Opening 24', company: { id: company.id, name: 'Paged Openings' } });
    const second = (await call(`/api/companies/${company.id}/vacancies?page=2`)).json().data;
    expect(second.list.map((v: { title: string }) => v.title)).toEqual([
      'Opening 4',
      'Opening 3',
      'Opening 2',
      'Opening 1',
      'Opening 0',
    ]);
    expect((await call(`/api/companies/${company.id}/vacancies?page=0`)).statusCode).toBe(422);
  });
});
