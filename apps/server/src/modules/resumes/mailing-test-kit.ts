import { expect } from 'vitest';
import { bearer, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { setCompanyModeration } from '../companies/index.ts';
import { createVacancy } from '../vacancies/index.ts';

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; token?: string | undefined; payload?: object };

/** A job seeker with a resume, companies with open vacancies, and mailings between them, through the real calls. */
export function mailingKit(t: () => TestApp) {
  const call = (url: string, { method = 'GET', token, payload }: Call = {}) =>
    t().app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  /** A signed-in worker and a resume of theirs (an account's resume is the one a mailing may send). */
  async function seekerWithResume(position = 'Senior Rust Engineer', name = { first: 'Iryna', last: 'Koval' }) {
    const seeker = await register(t().app, { role_id: 1, name: 'Account Name Private' });
    const stored = await call('/api/resume-builder/store', {
      method: 'POST',
      token: seeker.token,
      payload: {
        document: {
          language: 'en',
          personal: { first_name: name.first, last_name: name.last },
          position: { title: position },
          summary: 'Ten years of systems work.',
        },
      },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    return { ...seeker, resumeId: stored.json().data.resume.id as string };
  }

  /** An approved company whose owner reads mail in `locale`, with one open vacancy per title (posted by the owner). */
  async function companyWithVacancies(name: string, titles: string[] = ['Rust Engineer'], locale = 'en') {
    const owner = await register(t().app, { role_id: 2, name: 'Olga Owner' }, locale);
    const created = await call('/api/companies', { method: 'POST', token: owner.token, payload: { name } });
    expect(created.statusCode, created.body).toBe(201);
    const company = created.json().data as { id: number; slug: string };
    await setCompanyModeration(t().database.db, company.id, 'approved');
    const vacancies = [];
    for (const title of titles)
      vacancies.push(
        await createVacancy(t().database.db, {
          companyId: company.id,
          authorUserId: owner.user.id,
          title,
          moderation_status: 'approved',
        }),
      );
    return { owner, company, vacancies };
  }

  /** A mailing of the seeker's resume, waiting for its payment. */
  async function startMailing(
    seeker: { token: string; resumeId: string },
    vacancyIds: number[],
    mode: 'one_time' | 'auto' = 'one_time',
  ) {
    const created = await call(`/api/resume-builder/${seeker.resumeId}/mailing`, {
      method: 'POST',
      token: seeker.token,
      payload: { mode, vacancy_ids: vacancyIds },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as { id: number; status: string };
  }

  /** The seeker's mailings with their logs, as the profile page reads them. */
  const myMailings = async (token: string) =>
    (await call('/api/resume-mailing/my', { token })).json().data.list as {
      id: number;
      status: string;
      sent: number;
      skipped: number;
      paid_until: string | null;
      log: { vacancy_id: number; company_name: string; outcome: string; reason: string | null }[];
    }[];

  return { call, seekerWithResume, companyWithVacancies, startMailing, myMailings };
}
