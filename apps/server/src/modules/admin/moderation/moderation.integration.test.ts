import { ADMIN, admin } from '@hushwork/contract';
import { desc, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { admin_audit_log } from '../admin.schema.ts';
import { adminKit } from '../admin-test-kit.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t, 'admin')).token;
});
const { api, call } = testClient(() => t.app);
const kit = adminKit(() => t);

/** A company registered through the wizard (pending) by an owner who reads Ukrainian, and its pending vacancy. */
async function newCompanyWithVacancy(name: string, title: string) {
  const owner = await register(t.app, { role_id: 2, name: 'Olha Owner' }, 'uk');
  const created = await call('/api/companies', { method: 'POST', token: owner.token, payload: { name } });
  expect(created.statusCode).toBe(201);
  const company = created.json().data as { id: number; slug: string };
  const posted = await call('/api/vacancies', {
    method: 'POST',
    token: owner.token,
    payload: kit.vacancyBody({ title }),
  });
  expect(posted.statusCode).toBe(201);
  const vacancy = posted.json().data as { id: number; slug: string };
  return { owner, company, vacancy };
}

const isPublic = async (slug: string) => (await call(`/api/vacancies/slug/${slug}`)).statusCode === 200;
const found = async (word: string) =>
  ((await call(`/api/jobs?search=${word}`)).json().data.list as { slug: string }[]).map((row) => row.slug);

async function sitemapHolds(slug: string) {
  const index = (await call('/sitemap.xml')).body;
  const files = [...index.matchAll(/<loc>http:\/\/hushwork\.test(\/sitemaps\/vacancies[^<]*)<\/loc>/g)];
  for (const [, path] of files) if ((await call(path as string)).body.includes(slug)) return true;
  return false;
}

describe('moderating what a new company creates', () => {
  it('queues the new company and vacancy, and one approval publishes them in search and the sitemap at once', async () => {
    const { company, vacancy } = await newCompanyWithVacancy('Quokka Labs', 'Quokkaform Engineer');
    const queue = await api(admin.listAdminCompanies, { token: adminToken, query: { status: 'pending', q: 'Quokka' } });
    expect(queue.data.list.map((row) => row.id)).toEqual([company.id]);
    const vacancies = await api(admin.listAdminVacancies, {
      token: adminToken,
      query: { status: 'pending', q: 'Quokkaform' },
    });
    expect(vacancies.data.list.map((row) => row.id)).toEqual([vacancy.id]);
    expect(await isPublic(vacancy.slug)).toBe(false);
    const stats = await api(admin.getAdminStatistics, { token: adminToken });
    expect(stats.data.queues.vacancies).toBeGreaterThanOrEqual(1);
    expect(stats.data.trends.find((trend) => trend.trend === 'vacancies')?.points).toHaveLength(ADMIN.trendDays);

    const approvedCompany = await api(admin.moderateCompanies, {
      token: adminToken,
      body: { ids: [company.id, 2_000_000], status: 'approved' },
    });
    expect(approvedCompany.data).toEqual({ changed: [company.id], not_found: [2_000_000] });
    const approved = await api(admin.moderateVacancies, {
      token: adminToken,
      body: { ids: [vacancy.id, vacancy.id], status: 'approved' },
    });
    expect(approved.data).toEqual({ changed: [vacancy.id], not_found: [] });
    expect(await isPublic(vacancy.slug)).toBe(true);
    expect(await found('Quokkaform')).toEqual([vacancy.slug]);
    expect(await sitemapHolds(vacancy.slug)).toBe(true);
    const companyPage = await call(`/api/companies/${company.slug}`);
    expect(companyPage.statusCode).toBe(200);
  });

  it('takes a rejected vacancy out of search and the sitemap, tells its owner why by mail in their language and on its page', async () => {
    const { owner, company, vacancy } = await newCompanyWithVacancy('Wombat Works', 'Wombatize Developer');
    await api(admin.moderateCompanies, { token: adminToken, body: { ids: [company.id], status: 'approved' } });
    await api(admin.moderateVacancies, { token: adminToken, body: { ids: [vacancy.id], status: 'approved' } });
    expect(await found('Wombatize')).toEqual([vacancy.slug]);

    const reason = 'The salary range is missing its currency';
    const rejected = await api(admin.moderateVacancies, {
      token: adminToken,
      body: { ids: [vacancy.id], status: 'rejected', reason },
    });
    expect(rejected.data.changed).toEqual([vacancy.id]);
    expect(await isPublic(vacancy.slug)).toBe(false);
    expect(await found('Wombatize')).toEqual([]);
    expect(await sitemapHolds(vacancy.slug)).toBe(false);

    const mine = await call(`/api/vacancies/${vacancy.id}`, { token: owner.token });
    expect(mine.json().data).toMatchObject({ moderation_status: 'rejected', moderation_note: reason });
    const mail = (await mailsTo(t.database, owner.account.email)).find((row) => row.kind === 'moderation_rejected');
    expect(mail?.subject).toBe('Ваша публікація потребує правки');
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain('Wombatize Developer');
    expect(mail?.text).toContain(`/uk/profile/job-openings/${vacancy.id}`);
    const [audited] = await t.database.db
      .select()
      .from(admin_audit_log)
      .where(inArray(admin_audit_log.target_id, [vacancy.id]))
      .orderBy(desc(admin_audit_log.id))
      .limit(1);
    expect(audited).toMatchObject({
      action: 'moderate',
      target_type: 'vacancies',
      after: { status: 'rejected', reason },
    });

    // Approving it again clears the reason: the page no longer shows an old refusal.
    await api(admin.moderateVacancies, { token: adminToken, body: { ids: [vacancy.id], status: 'approved' } });
    expect((await call(`/api/vacancies/${vacancy.id}`, { token: owner.token })).json().data.moderation_note).toBeNull();
  });

  it('refuses a decision without a reason for a rejection, or with a status it does not know, field by field', async () => {
    const noReason = await api(admin.moderateVacancies, { token: adminToken, body: { ids: [1], status: 'rejected' } });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    const unknown = await call('/api/admin/vacancies/moderate', {
      method: 'POST',
      token: adminToken,
      payload: { ids: [1], status: 'published' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['status']);
    const tooMany = await call('/api/admin/companies/moderate', {
      method: 'POST',
      token: adminToken,
      payload: { ids: Array.from({ length: ADMIN.decisionIdsMax + 1 }, (_, i) => i + 1), status: 'approved' },
    });
    expect(tooMany.statusCode).toBe(422);
  });

  it('sends an approved vacancy back to the queue when its company edits it, and keeps a company approved after its edits', async () => {
    const { owner, company, vacancy } = await newCompanyWithVacancy('Numbat Data', 'Numbatic Analyst');
    await api(admin.moderateCompanies, { token: adminToken, body: { ids: [company.id], status: 'approved' } });
    await api(admin.moderateVacancies, { token: adminToken, body: { ids: [vacancy.id], status: 'approved' } });
    const edited = await call(`/api/vacancies/${vacancy.id}`, {
      method: 'PUT',
      token: owner.token,
      payload: kit.vacancyBody({ title: 'Numbatic Analyst II' }),
    });
    expect(edited.statusCode).toBe(200);
    const queue = await api(admin.listAdminVacancies, {
      token: adminToken,
      query: { status: 'pending', q: 'Numbatic' },
    });
    expect(queue.data.list.map((row) => row.id)).toEqual([vacancy.id]);
    expect(await found('Numbatic')).toEqual([]);
    const renamed = await call(`/api/companies/${company.id}`, {
      method: 'PUT',
      token: owner.token,
      payload: { name: 'Numbat Data Group' },
    });
    expect(renamed.statusCode).toBe(200);
    const companies = await api(admin.listAdminCompanies, { token: adminToken, query: { q: 'Numbat' } });
    expect(companies.data.list[0]?.moderation_status).toBe('approved');
  });

  it('marks vacancies VIP and top and companies safe in bulk, and writes each change to the audit log', async () => {
    const { company, vacancy } = await newCompanyWithVacancy('Echidna Soft', 'Echidnic Tester');
    const vip = await api(admin.setVacanciesVip, { token: adminToken, body: { ids: [vacancy.id], vip: true } });
    expect(vip.data).toEqual({ changed: [vacancy.id], not_found: [] });
    await api(admin.setVacanciesTop, { token: adminToken, body: { ids: [vacancy.id], top: true } });
    const row = (await api(admin.getAdminVacancy, { token: adminToken, params: { id: vacancy.id } })).data;
    expect(row).toMatchObject({ is_vip: true, is_top: true });
    await api(admin.setCompaniesSafe, { token: adminToken, body: { ids: [company.id], safe: true } });
    await api(admin.setCompanyVipVacancies, { token: adminToken, params: { id: company.id }, body: { status: true } });
    const detail = (await api(admin.getAdminCompany, { token: adminToken, params: { id: company.id } })).data;
    expect(detail).toMatchObject({ is_safe: true, vip_vacancies: true });
    const missing = await api(admin.getAdminCompany, { token: adminToken, params: { id: 2_000_000 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ADMIN_ITEM_NOT_FOUND');

    const logged = await t.database.db
      .select()
      .from(admin_audit_log)
      .where(inArray(admin_audit_log.target_id, [vacancy.id, company.id]))
      .orderBy(admin_audit_log.id);
    expect(logged.map((row) => [row.action, row.target_type, row.target_id, row.after])).toEqual(
      expect.arrayContaining([
        ['set_is_vip', 'vacancies', vacancy.id, { is_vip: true }],
        ['set_is_top', 'vacancies', vacancy.id, { is_top: true }],
        ['set_is_safe', 'companies', company.id, { is_safe: true }],
        ['set_vip_vacancies', 'companies', company.id, { vip_vacancies: true }],
      ]),
    );
    expect(new Set(logged.map((row) => row.actor_user_id)).size).toBe(1);
  });
});

describe('moderating candidate profiles and company reviews', () => {
  it('lists a new profile with the name behind it for admins, and publishes it when approved', async () => {
    const worker = await register(t.app, { role_id: 1 });
    const saved = await call('/api/me/candidate', {
      method: 'POST',
      token: worker.token,
      payload: await kit.candidateBody({ desired_position: 'Platypus Pipeline Engineer' }),
    });
    const candidate = saved.json().data as { id: number; slug: string };
    expect((await call(`/api/candidates/slug/${candidate.slug}`)).statusCode).toBe(404);
    const queue = await api(admin.listAdminCandidates, {
      token: adminToken,
      query: { status: 'pending', q: 'Platypus' },
    });
    expect(queue.data.list).toEqual([
      expect.objectContaining({ id: candidate.id, name: 'Bartholomew Quillfeather', moderation_status: 'pending' }),
    ]);
    await api(admin.moderateCandidates, { token: adminToken, body: { ids: [candidate.id], status: 'approved' } });
    expect((await call(`/api/candidates/slug/${candidate.slug}`)).statusCode).toBe(200);

    const reason = 'Please describe your expectations without a phone number';
    await api(admin.moderateCandidates, {
      token: adminToken,
      body: { ids: [candidate.id], status: 'rejected', reason },
    });
    expect((await call(`/api/candidates/slug/${candidate.slug}`)).statusCode).toBe(404);
    const profile = await call('/api/profile', { token: worker.token });
    expect(profile.json().data.candidate).toMatchObject({ moderation_status: 'rejected', moderation_note: reason });
  });

  it('shows an approved review on the company’s page and counts it, and hides a rejected one', async () => {
    const { company } = await kit.companyWithTeam('Bilby Bytes');
    await api(admin.moderateCompanies, { token: adminToken, body: { ids: [company.id], status: 'approved' } });
    const author = await register(t.app, { role_id: 1 });
    const written = await call(`/api/companies/${company.id}/reviews`, {
      method: 'POST',
      token: author.token,
      payload: {
        rating: 4,
        salary_rating: 4,
        management_rating: 3,
        work_life_rating: 5,
        growth_rating: 4,
        title: 'Bilby is a calm place to ship',
        pros: 'Clear priorities and kind reviews.',
        cons: 'The office coffee is poor.',
        is_current_employee: true,
      },
    });
    expect(written.statusCode).toBe(201);
    const reviewId = written.json().data.id as number;
    const listed = async () =>
      (await call(`/api/companies/${company.id}/reviews`)).json().data.list as { id: number }[];
    expect(await listed()).toEqual([]);
    const queue = await api(admin.listAdminReviews, { token: adminToken, query: { status: 'pending', q: 'Bilby' } });
    expect(queue.data.list.map((row) => row.id)).toEqual([reviewId]);
    await api(admin.moderateReviews, { token: adminToken, body: { ids: [reviewId], status: 'approved' } });
    expect((await listed()).map((row) => row.id)).toEqual([reviewId]);
    await api(admin.moderateReviews, {
      token: adminToken,
      body: { ids: [reviewId], status: 'rejected', reason: 'Names a colleague' },
    });
    expect(await listed()).toEqual([]);
    const mail = (await mailsTo(t.database, author.account.email)).find((row) => row.kind === 'moderation_rejected');
    expect(mail?.text).toContain('Names a colleague');
  });
});
