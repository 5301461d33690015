import { admin, identity, type TSaveCandidateRequest } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { applicationsKit } from '../../applications/applications-test-kit.ts';
import { adminKit } from '../admin-test-kit.ts';

let t: TestApp;
const kit = applicationsKit(() => t);
const admins = adminKit(() => t);
let adminToken: string;
/** The add-resume page's whole profile; the kit's literal strings are the contract's enums. */
const profileBody = async (overrides: object = {}) => (await admins.candidateBody(overrides)) as TSaveCandidateRequest;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t, 'admin')).token;
});

async function added(email: string) {
  const body = { ...(await profileBody()), email, locale: 'de' as const };
  const answer = await kit.api(admin.createAdminCandidate, { token: adminToken, body });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data;
}

describe('admins’ candidates', () => {
  it('adds a candidate: an approved profile on a worker account without password, and no mail', async () => {
    const candidate = await added('added.candidate@example.org');
    expect(candidate).toMatchObject({
      view: 'owner',
      name: 'Bartholomew Quillfeather',
      moderation_status: 'approved',
      account_email: 'added.candidate@example.org',
      user_id: expect.any(Number),
    });
    const account = await kit.api(admin.getAdminUser, { token: adminToken, params: { id: candidate.user_id } });
    expect(account.json().data).toMatchObject({ role: 'worker', is_email_verified: false });
    expect(await mailsTo(t.database, 'added.candidate@example.org')).toEqual([]);
    // Nobody signs in to it until it is claimed: it has no password.
    const refused = await kit.api(identity.login, {
      body: { email: 'added.candidate@example.org', password: 'whatever-password-1' },
    });
    expect(refused.statusCode).not.toBe(200);
    // Approved at once: the public page shows it.
    expect((await kit.call(`/api/candidates/slug/${candidate.slug}`)).statusCode).toBe(200);
    const log = await kit.api(admin.listAuditLog, {
      token: adminToken,
      query: { target_type: 'candidate', target_id: candidate.id },
    });
    expect(log.json().data.list[0]).toMatchObject({ action: 'candidate.create' });
  });

  it('refuses a taken address and bad fields with 422 on each field', async () => {
    await added('taken.candidate@example.org');
    const body = { ...(await profileBody()), email: 'taken.candidate@example.org' };
    const taken = await kit.api(admin.createAdminCandidate, { token: adminToken, body });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['email']);
    const bad = await kit.api(admin.createAdminCandidate, {
      token: adminToken,
      body: { ...body, email: 'not-an-address', name: '', specialization_ids: [999_999] } as never,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name']);
    const unknown = await kit.api(admin.createAdminCandidate, {
      token: adminToken,
      body: { ...body, email: 'fresh.candidate@example.org', specialization_ids: [999_999] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['specialization_ids']);
    // Nothing half-made: the refused profile left no account behind.
    const retry = await kit.api(admin.createAdminCandidate, {
      token: adminToken,
      body: { ...body, email: 'fresh.candidate@example.org' },
    });
    expect(retry.statusCode).toBe(201);
  });

  it('edits a profile with the owner’s rules, keeps its status, and records which fields changed', async () => {
    const candidate = await added('edited.candidate@example.org');
    const body = await profileBody({ desired_position: 'Staff Python engineer', salary: 7000 });
    const edited = await kit.api(admin.updateAdminCandidate, { token: adminToken, params: { id: candidate.id }, body });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      desired_position: 'Staff Python engineer',
      moderation_status: 'approved',
      account_email: 'edited.candidate@example.org',
    });
    const read = await kit.api(admin.getAdminCandidate, { token: adminToken, params: { id: candidate.id } });
    expect(read.json().data).toMatchObject({ desired_position: 'Staff Python engineer', salary: 7000 });
    const log = await kit.api(admin.listAuditLog, {
      token: adminToken,
      query: { target_type: 'candidate', target_id: candidate.id, action: 'candidate.update' },
    });
    expect(log.json().data.list[0]).toMatchObject({
      before: { desired_position: 'Senior Python developer', salary: 5000 },
      after: { desired_position: 'Staff Python engineer', salary: 7000 },
    });
    const invalid = await kit.api(admin.updateAdminCandidate, {
      token: adminToken,
      params: { id: candidate.id },
      body: { ...body, desired_position: '' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(['desired_position']);
    const missing = await kit.api(admin.updateAdminCandidate, { token: adminToken, params: { id: 999_999 }, body });
    expect(missing.json().code).toBe('ADMIN_ITEM_NOT_FOUND');
  });

  it('converts a candidate into an employer: role changes, sessions end, the profile closes without its name', async () => {
    const seeker = await kit.candidate();
    const converted = await kit.api(admin.convertCandidateToCompany, {
      token: adminToken,
      params: { id: seeker.candidateId },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().data).toMatchObject({ id: seeker.user.id, before: { role_id: 1 }, after: { role_id: 2 } });
    expect((await kit.api(identity.getProfile, { token: seeker.token })).statusCode).toBe(401);
    expect((await kit.call(`/api/candidates/slug/${seeker.slug}`)).statusCode).toBe(404);
    const read = await kit.api(admin.getAdminCandidate, { token: adminToken, params: { id: seeker.candidateId } });
    expect(read.json().data).toMatchObject({ name: '', is_public: false });
    const log = await kit.api(admin.listAuditLog, {
      token: adminToken,
      query: { target_type: 'user', target_id: seeker.user.id },
    });
    expect(log.json().data.list[0]).toMatchObject({ action: 'candidate.convert_to_company' });
  });

  it('refuses to convert a candidate with applications, and changes nothing', async () => {
    const acme = await kit.company('Convert Refusal Co');
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const seeker = await kit.candidate();
    await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'Hello' });
    const refused = await kit.api(admin.convertCandidateToCompany, {
      token: adminToken,
      params: { id: seeker.candidateId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CANDIDATE_CONVERT_HAS_APPLICATIONS');
    // Nothing changed.
    expect((await kit.api(identity.getProfile, { token: seeker.token })).statusCode).toBe(200);
    const missing = await kit.api(admin.convertCandidateToCompany, { token: adminToken, params: { id: 999_999 } });
    expect(missing.json().code).toBe('ADMIN_ITEM_NOT_FOUND');
  });
});
