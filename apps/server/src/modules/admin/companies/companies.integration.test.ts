import { admin } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { adminKit } from '../admin-test-kit.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t, 'admin')).token;
});
const { api, call } = testClient(() => t.app);
const kit = adminKit(() => t);

const found = async (word: string) =>
  ((await call(`/api/jobs?search=${word}`)).json().data.list as { slug: string }[]).map((row) => row.slug);
const auditOf = (target_id: number) =>
  api(admin.listAuditLog, { token: adminToken, query: { target_type: 'companies', target_id } });

describe('admins’ own changes to companies', () => {
  it('creates an approved company owned by an existing employer, public at once, and audits it', async () => {
    const owner = await register(t.app, { role_id: 2, name: 'Orla Owner' });
    const created = await api(admin.createAdminCompany, {
      token: adminToken,
      body: { name: 'Cormorant Cloud', description: 'Hosting by the sea.', owner_user_id: owner.user.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.data;
    expect((await call(`/api/companies/${slug}`)).statusCode).toBe(200);
    const place = await api(admin.getAdminEmployer, { token: adminToken, params: { id: owner.user.id } });
    expect(place.data).toMatchObject({ company_id: id, company_role: 'owner' });
    expect((await auditOf(id)).data.list[0]).toMatchObject({
      action: 'company.create',
      after: { name: 'Cormorant Cloud', owner_user_id: owner.user.id },
    });

    const unowned = await api(admin.createAdminCompany, { token: adminToken, body: { name: 'Cormorant Cloud' } });
    expect(unowned.statusCode).toBe(201);
    expect(unowned.data.slug).not.toBe(slug);
    const suggested = await api(admin.autocompleteAdminCompanies, { token: adminToken, query: { q: 'cormo' } });
    expect(suggested.data.list.map((row) => row.id).sort()).toEqual([id, unowned.data.id].sort());
  });

  it('refuses a bad name, an owner who is no employer and one already in a team, field by field', async () => {
    const bad = await call('/api/admin/companies', {
      method: 'POST',
      token: adminToken,
      payload: { name: '', site: 'not a site' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'site']);

    const worker = await register(t.app, { role_id: 1 });
    const notEmployer = await api(admin.createAdminCompany, {
      token: adminToken,
      body: { name: 'Shearwater Shipping', owner_user_id: worker.user.id },
    });
    expect(notEmployer.statusCode).toBe(422);
    expect(Object.keys(notEmployer.json().errors)).toEqual(['owner_user_id']);

    const { member } = await kit.companyWithTeam('Fulmar Foods');
    const inTeam = await api(admin.createAdminCompany, {
      token: adminToken,
      body: { name: 'Shearwater Shipping', owner_user_id: member.user.id },
    });
    expect(inTeam.statusCode).toBe(422);
    expect(inTeam.json().errors.owner_user_id[0]).toMatch(/team/);
    const none = await api(admin.autocompleteAdminCompanies, { token: adminToken, query: { q: 'Shearwater' } });
    expect(none.data.list).toEqual([]);
  });

  it('edits a company’s public fields with the owner’s rules; its vacancies take the new name', async () => {
    const { owner, company } = await kit.companyWithTeam('Puffin Payments');
    const posted = await call('/api/vacancies', { method: 'POST', token: owner.token, payload: kit.vacancyBody() });
    const vacancy = posted.json().data as { id: number };
    const bad = await api(admin.updateAdminCompany, {
      token: adminToken,
      params: { id: company.id },
      body: { name: 'Puffin Payments', office_city_ids: [2_000_000] },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['office_city_ids']);

    const edited = await api(admin.updateAdminCompany, {
      token: adminToken,
      params: { id: company.id },
      body: { name: 'Puffin Pay', description: 'Payments, plainly.', size: null, is_public: true },
    });
    expect(edited.data).toEqual({ id: company.id, slug: company.slug });
    const read = await api(admin.getAdminCompany, { token: adminToken, params: { id: company.id } });
    expect(read.data).toMatchObject({
      name: 'Puffin Pay',
      description: 'Payments, plainly.',
      moderation_status: 'pending',
    });
    const vacancyRow = await api(admin.getAdminVacancy, { token: adminToken, params: { id: vacancy.id } });
    expect(vacancyRow.data.company_name).toBe('Puffin Pay');
    expect((await auditOf(company.id)).data.list[0]).toMatchObject({
      action: 'company.update',
      before: { name: 'Puffin Payments' },
      after: { name: 'Puffin Pay' },
    });
    const missing = await api(admin.updateAdminCompany, {
      token: adminToken,
      params: { id: 2_000_000 },
      body: { name: 'Nobody' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('removes a company: its vacancies leave search, its page goes, its members are detached, all audited', async () => {
    const { owner, member, company } = await kit.companyWithTeam('Gullwing Games');
    const posted = await call('/api/vacancies', {
      method: 'POST',
      token: owner.token,
      payload: kit.vacancyBody({ title: 'Gullwingian Level Designer' }),
    });
    const vacancy = posted.json().data as { id: number; slug: string };
    await api(admin.moderateCompanies, { token: adminToken, body: { ids: [company.id], status: 'approved' } });
    await api(admin.moderateVacancies, { token: adminToken, body: { ids: [vacancy.id], status: 'approved' } });
    expect(await found('Gullwingian')).toEqual([vacancy.slug]);

    const removed = await api(admin.deleteAdminCompany, { token: adminToken, params: { id: company.id } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await found('Gullwingian')).toEqual([]);
    const closed = await api(admin.getAdminVacancy, { token: adminToken, params: { id: vacancy.id } });
    expect(closed.data).toMatchObject({ state: 'closed', is_vip: false, is_top: false });
    expect((await call(`/api/companies/${company.slug}`)).statusCode).toBe(404);
    for (const account of [owner, member]) {
      const place = await api(admin.getAdminEmployer, { token: adminToken, params: { id: account.user.id } });
      expect(place.data).toMatchObject({ company_id: null, company_role: null });
    }
    expect((await auditOf(company.id)).data.list[0]).toMatchObject({
      action: 'company.delete',
      before: { name: 'Gullwing Games', moderation_status: 'approved', owner_user_id: owner.user.id },
      after: {
        vacancies_closed: [vacancy.id],
        members_detached: expect.arrayContaining([owner.user.id, member.user.id]),
      },
    });
    const again = await api(admin.getAdminCompany, { token: adminToken, params: { id: company.id } });
    expect(again.data).toMatchObject({ moderation_status: 'rejected', is_public: false });
    expect((await api(admin.deleteAdminCompany, { token: adminToken, params: { id: 2_000_000 } })).statusCode).toBe(
      404,
    );
  });
});
