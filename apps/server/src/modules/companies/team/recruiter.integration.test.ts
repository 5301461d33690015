import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCompany } from '../company.factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const recruiter = (id: number, token?: string) =>
  t.app.inject({ url: `/api/employers/${id}`, headers: token ? bearer(token) : {} });

describe('the public recruiter card', () => {
  it('shows a recruiter of an approved company to anyone, without their e-mail; their team sees more', async () => {
    const owner = await register(t.app, { role_id: 2, name: 'Rita Recruiter' });
    const company = await createCompany(t.database.db, {
      ownerUserId: owner.user.id,
      ownerName: 'Rita Recruiter',
      name: 'Public Recruiters',
    });
    const guest = await recruiter(owner.user.id);
    expect(guest.json()).toEqual({
      data: {
        id: owner.user.id,
        name: 'Rita Recruiter',
        position: null,
        company: { id: company.id, slug: company.slug, name: 'Public Recruiters', logo_id: null },
        team: null,
      },
    });
    expect(guest.body).not.toContain(owner.account.email);
    const own = (await recruiter(owner.user.id, owner.token)).json().data;
    expect(own.team).toMatchObject({ email: owner.account.email, is_owner: true, is_blocked: false });
  });

  it('is not found for a pending company (outside its team), for an account without a company and for no one', async () => {
    const owner = await register(t.app, { role_id: 2 });
    await createCompany(t.database.db, {
      ownerUserId: owner.user.id,
      ownerName: 'P',
      name: 'Pending Recruiters',
      moderation_status: 'pending',
    });
    expect((await recruiter(owner.user.id)).statusCode).toBe(404);
    expect((await recruiter(owner.user.id, owner.token)).statusCode).toBe(200);
    const loner = await register(t.app, { role_id: 2 });
    expect((await recruiter(loner.user.id)).json().code).toBe('EMPLOYER_NOT_FOUND');
    const worker = await register(t.app, { role_id: 1 });
    expect((await recruiter(worker.user.id)).statusCode).toBe(404);
    expect((await recruiter(2_000_000_000)).statusCode).toBe(404);
  });
});
