import { admin } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, registerFromNewIp as register } from '../../../test/identity-helpers.ts';
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

const create = (body: object, locale = 'en') =>
  call('/api/admin/employers', {
    method: 'POST',
    token: adminToken,
    payload: body,
    headers: { 'accept-language': locale },
  });
const update = (id: number, body: object) =>
  call(`/api/admin/employers/${id}`, { method: 'PUT', token: adminToken, payload: body });
const auditOf = (target_id: number) =>
  api(admin.listAuditLog, { token: adminToken, query: { target_type: 'user', target_id } });

describe('admins’ employers', () => {
  it('creates an employer without a password in a company as its owner, mails nothing, and lists it', async () => {
    const { company, owner } = await kit.companyWithTeam('Petrel Freight');
    const created = await create({
      name: 'Ines Imported',
      email: 'Ines.Imported@Example.org',
      company_id: company.id,
      is_owner: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;

    expect(await mailsTo(t.database, 'ines.imported@example.org')).toEqual([]);
    const facts = await api(admin.getAdminEmployer, { token: adminToken, params: { id } });
    expect(facts.data).toEqual({
      id,
      name: 'Ines Imported',
      email: 'ines.imported@example.org',
      status: 'active',
      is_email_verified: false,
      company_id: company.id,
      company_name: 'Petrel Freight',
      company_role: 'owner',
      created_at: expect.any(String),
      locale: 'en',
      last_sign_in_at: null,
      is_team_blocked: false,
    });
    // One owner per company: the wizard's owner stays in the team as an admin.
    const list = await api(admin.listAdminEmployers, { token: adminToken, query: { q: 'Petrel', sort: 'name' } });
    expect(list.statusCode).toBe(200);
    const team = await api(admin.listAdminEmployers, { token: adminToken, query: { q: owner.account.email } });
    expect(team.data.list).toEqual([
      expect.objectContaining({ id: owner.user.id, company_id: company.id, company_role: 'admin' }),
    ]);
    const found = await api(admin.listAdminEmployers, { token: adminToken, query: { q: 'ines.imported' } });
    expect(found.data.list.map((row) => [row.id, row.company_name, row.company_role])).toEqual([
      [id, 'Petrel Freight', 'owner'],
    ]);

    // The owner claims the account by "forgot password": the first mail it ever gets.
    const forgot = await call('/api/forgot-password', {
      method: 'POST',
      payload: { email: 'ines.imported@example.org' },
    });
    expect(forgot.statusCode, forgot.body).toBeLessThan(300);
    expect((await mailsTo(t.database, 'ines.imported@example.org')).map((mail) => mail.kind)).toEqual([
      'reset_password',
    ]);

    expect((await auditOf(id)).data.list[0]).toMatchObject({
      action: 'employer.create',
      after: { email: 'ines.imported@example.org', company_id: company.id, is_owner: true },
    });
  });

  it('refuses bad fields one by one in the caller’s language, a taken e-mail and an unknown company', async () => {
    const bad = await create({ name: '', email: 'not an address', company_id: 'x' }, 'de');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['company_id', 'email', 'name']);
    expect(bad.json().errors.email[0]).toMatch(/E-Mail/);

    const taken = await register(t.app, { role_id: 2, name: 'Tomas Taken' });
    const duplicate = await create({ name: 'Another Tomas', email: taken.account.email });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toMatchObject({ code: 'USER_ALREADY_EXIST', errors: { email: [expect.any(String)] } });

    const nowhere = await create({ name: 'Nora Nowhere', email: 'nora.nowhere@example.org', company_id: 2_000_000 });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json()).toMatchObject({ code: 'UNKNOWN_REFERENCE', errors: { company_id: [expect.any(String)] } });
    // Refused whole: the account was not made either.
    expect(
      (await api(admin.autocompleteAdminEmployers, { token: adminToken, query: { q: 'Nora' } })).data.list,
    ).toEqual([]);
  });

  it('edits the name and e-mail, moves the employer to another company as its owner, and audits both changes', async () => {
    const first = await kit.companyWithTeam('Gannet Tools');
    const second = await kit.companyWithTeam('Skua Analytics');
    const id = first.member.user.id as number;

    const taken = await update(id, { name: 'Marek Moved', email: second.owner.account.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toHaveLength(1);

    const moved = await update(id, {
      name: 'Marek Moved',
      email: 'marek.moved@example.org',
      company_id: second.company.id,
      is_owner: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      name: 'Marek Moved',
      email: 'marek.moved@example.org',
      is_email_verified: false,
      company_id: second.company.id,
      company_role: 'owner',
    });
    const previousOwner = await api(admin.getAdminEmployer, {
      token: adminToken,
      params: { id: second.owner.user.id },
    });
    expect(previousOwner.data).toMatchObject({ company_id: second.company.id, company_role: 'admin' });

    const detached = await update(id, { name: 'Marek Moved', email: 'marek.moved@example.org', company_id: '' });
    expect(detached.json().data).toMatchObject({ company_id: null, company_name: null, company_role: null });

    const log = await auditOf(id);
    expect(log.data.list.map((entry) => entry.action)).toEqual(['employer.update', 'employer.update']);
    expect(log.data.list[1]).toMatchObject({
      before: { name: 'Marek Member', company_id: first.company.id, is_owner: false },
      after: { name: 'Marek Moved', email: 'marek.moved@example.org', company_id: second.company.id, is_owner: true },
    });
  });

  it('suggests employers by the start of a name or e-mail, and answers 404 for an account that is no employer', async () => {
    await register(t.app, { role_id: 2, name: 'Zebulon Zeal' });
    const worker = await register(t.app, { role_id: 1, name: 'Zebulon Worker' });
    const suggested = await api(admin.autocompleteAdminEmployers, { token: adminToken, query: { q: 'zebu' } });
    expect(suggested.data.list.map((row) => row.name)).toEqual(['Zebulon Zeal']);
    const empty = await call('/api/admin/employers/autocomplete?q=', { token: adminToken });
    expect(empty.statusCode).toBe(422);

    const notEmployer = await api(admin.getAdminEmployer, { token: adminToken, params: { id: worker.user.id } });
    expect(notEmployer.statusCode).toBe(404);
    expect(notEmployer.json().code).toBe('ADMIN_EMPLOYER_NOT_FOUND');
  });
});
