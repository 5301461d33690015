import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { setCandidateModeration } from '../candidate.factory.ts';
import {
  approvedCandidate,
  caller,
  expectAnonymous,
  newAdmin,
  newCompanyMember,
  newWorker,
  profileBody,
  type References,
  referencesOf,
} from '../candidate-test-kit.ts';

let t: TestApp;
let refs: References;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  refs = await referencesOf(t);
  call = caller(t);
});

const withHiddenEmployer = async () => {
  const candidate = await approvedCandidate(t, refs);
  const entry = await call('/api/me/candidate/experience', {
    method: 'POST',
    token: candidate.token,
    payload: {
      position: 'Backend engineer',
      company_name: 'Umbrella Quillworks',
      is_company_hidden: true,
      started_at: '2021-03',
    },
  });
  expect(entry.statusCode).toBe(201);
  await setCandidateModeration(t.database.db, candidate.candidateId, 'approved');
  return candidate;
};

describe('reading a profile (GET candidates/{id}, candidates/slug/{slug}, candidates/get-slug/{id})', () => {
  it('shows the anonymous view to a guest, another worker and a company it is not opened to', async () => {
    const candidate = await withHiddenEmployer();
    const company = await newCompanyMember(t);
    const other = await newWorker(t);
    for (const token of [undefined, other.token, company.token]) {
      const answer = await call(`/api/candidates/${candidate.candidateId}`, { token });
      expect(answer.statusCode).toBe(200);
      const body = answer.json().data;
      expect(body).toMatchObject({
        view: 'anonymous',
        label: 'Senior Python developer',
        has_cv: false,
        experience_entries: [{ position: 'Backend engineer', company_name: null, is_company_hidden: true }],
      });
      expect(body).not.toHaveProperty('name');
      expect(body).not.toHaveProperty('contacts');
      expectAnonymous(answer.json());
      expect(answer.body).not.toContain('Umbrella');
    }
    const bySlug = await call(`/api/candidates/slug/${candidate.slug}`);
    expect(bySlug.json().data.id).toBe(candidate.candidateId);
    expect((await call(`/api/candidates/get-slug/${candidate.candidateId}`)).json().data).toEqual({
      id: candidate.candidateId,
      slug: candidate.slug,
    });
  });

  it('answers 404 for a pending, rejected or non-public profile to all but its owner and admins', async () => {
    const candidate = await approvedCandidate(t, refs);
    const admin = await newAdmin(t);
    for (const change of ['pending', 'rejected', 'private'] as const) {
      if (change === 'private') {
        await setCandidateModeration(t.database.db, candidate.candidateId, 'approved');
        await call('/api/me/candidate', {
          method: 'POST',
          token: candidate.token,
          payload: profileBody(refs, { is_public: false }),
        });
      } else {
        await setCandidateModeration(t.database.db, candidate.candidateId, change);
      }
      const url = `/api/candidates/${candidate.candidateId}`;
      expect((await call(url)).json().code).toBe('CANDIDATE_NOT_FOUND');
      expect((await call(`/api/candidates/get-slug/${candidate.candidateId}`)).statusCode).toBe(404);
      expect((await call(url, { token: candidate.token })).json().data.view).toBe('owner');
      expect((await call(url, { token: admin.token })).json().data).toMatchObject({
        view: 'opened',
        name: 'Bartholomew Quillfeather',
      });
    }
    expect((await call('/api/candidates/2000000000')).statusCode).toBe(404);
    expect((await call('/api/candidates/slug/no-such-candidate')).statusCode).toBe(404);
  });
});

describe('opening the profile to a company (POST/DELETE/GET open-profile)', () => {
  it('shows name, contacts and hidden employers to that company’s members only, until it is closed', async () => {
    const candidate = await withHiddenEmployer();
    const company = await newCompanyMember(t);
    const rival = await newCompanyMember(t, 'Rival Labs');
    const url = `/api/candidates/${candidate.candidateId}`;
    const contact = `${url}/contacts/telegram`;
    expect((await call(contact, { token: company.token })).json().code).toBe('PROFILE_NOT_OPENED');

    const opened = await call('/api/open-profile', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: company.companyId },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      company: { id: company.companyId, name: expect.stringContaining('Acme Hiring') },
      source: 'profile',
      contacts_viewed_at: null,
    });

    const seen = (await call(url, { token: company.token })).json().data;
    expect(seen).toMatchObject({
      view: 'opened',
      name: 'Bartholomew Quillfeather',
      contacts: { telegram: '@quillfeather_b', phone: '+48600100200' },
      experience_entries: [{ company_name: 'Umbrella Quillworks' }],
      opening: { source: 'profile' },
      viewer: { is_opened: true, is_owner: false },
    });
    expect((await call(contact, { token: company.token })).json().data).toEqual({
      type: 'telegram',
      value: '@quillfeather_b',
    });
    const all = await call(`${url}/public-contacts`, { method: 'POST', token: company.token });
    expect(all.json().data).toEqual({
      email: 'quillfeather@example.org',
      phone: '+48600100200',
      telegram: '@quillfeather_b',
      linkedin: 'https://linkedin.com/in/quillfeather',
      github: 'https://github.com/quillfeather',
    });
    const list = (await call('/api/open-profile', { token: candidate.token })).json().data.list;
    expect(list).toEqual([expect.objectContaining({ contacts_viewed_at: expect.any(String) })]);

    const rivalView = await call(url, { token: rival.token });
    expect(rivalView.json().data.view).toBe('anonymous');
    expectAnonymous(rivalView.json());
    expect((await call(contact, { token: rival.token })).statusCode).toBe(403);

    const closed = await call(`/api/open-profile/${company.companyId}`, { method: 'DELETE', token: candidate.token });
    expect(closed.json()).toEqual({ data: { ok: true } });
    const after = await call(url, { token: company.token });
    expect(after.json().data.view).toBe('anonymous');
    expectAnonymous(after.json());
    expect((await call(contact, { token: company.token })).json().code).toBe('PROFILE_NOT_OPENED');
    expect((await call('/api/open-profile', { token: candidate.token })).json().data.list).toEqual([]);
    expect(
      (await call(`/api/open-profile/${company.companyId}`, { method: 'DELETE', token: candidate.token })).json().code,
    ).toBe('OPENING_NOT_FOUND');
  });

  it('refuses guests, companies, unknown companies and a worker without a profile', async () => {
    const company = await newCompanyMember(t);
    const payload = { company_id: company.companyId };
    expect((await call('/api/open-profile', { method: 'POST', payload })).statusCode).toBe(401);
    expect((await call('/api/open-profile', { method: 'POST', token: company.token, payload })).statusCode).toBe(403);
    const bare = await newWorker(t);
    expect((await call('/api/open-profile', { method: 'POST', token: bare.token, payload })).json().code).toBe(
      'CANDIDATE_PROFILE_MISSING',
    );
    const candidate = await approvedCandidate(t, refs);
    const unknown = await call('/api/open-profile', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: 2_000_000_000 },
    });
    expect(unknown.json().code).toBe('COMPANY_NOT_FOUND');
    const badSource = await call('/api/open-profile', {
      method: 'POST',
      token: candidate.token,
      payload: { ...payload, source: 'outstaff' },
    });
    expect(badSource.statusCode).toBe(422);
  });

  it('lets an admin open an outstaffed candidate’s profile, and nobody else’s', async () => {
    const admin = await newAdmin(t);
    const company = await newCompanyMember(t);
    const seeker = await approvedCandidate(t, refs);
    const outstaffed = await approvedCandidate(t, refs, { employment: ['is_outstaffing'] });
    const open = (userId: number, token: string) =>
      call(`/api/outstaff/${userId}/open-profile`, {
        method: 'POST',
        token,
        payload: { company_id: company.companyId },
      });
    expect((await open(seeker.user.id, admin.token)).json().code).toBe('NOT_OUTSTAFF');
    expect((await open(outstaffed.user.id, company.token)).statusCode).toBe(403);
    expect((await open(outstaffed.user.id, outstaffed.token)).statusCode).toBe(403);
    expect((await open(2_000_000_000, admin.token)).json().code).toBe('CANDIDATE_NOT_FOUND');
    const opened = await open(outstaffed.user.id, admin.token);
    expect(opened.json().data).toMatchObject({ source: 'outstaff', company: { id: company.companyId } });
    const seen = await call(`/api/candidates/${outstaffed.candidateId}`, { token: company.token });
    expect(seen.json().data.view).toBe('opened');
  });
});

describe('hiding the profile from companies (me/candidate/hidden-companies)', () => {
  it('makes the profile “not found” to that company, closes its opening and refuses to open it again', async () => {
    const candidate = await approvedCandidate(t, refs);
    const employer = await newCompanyMember(t, 'Current Employer');
    const url = `/api/candidates/${candidate.candidateId}`;
    await call('/api/open-profile', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: employer.companyId },
    });
    const hidden = await call('/api/me/candidate/hidden-companies', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: employer.companyId },
    });
    expect(hidden.statusCode).toBe(201);
    expect(hidden.json().data.list).toEqual([
      { company: expect.objectContaining({ id: employer.companyId }), hidden_at: expect.any(String) },
    ]);
    expect((await call(url, { token: employer.token })).json().code).toBe('CANDIDATE_NOT_FOUND');
    expect((await call(`${url}/contacts/email`, { token: employer.token })).statusCode).toBe(404);
    expect(
      (await call(`${url}/note`, { method: 'POST', token: employer.token, payload: { text: 'x' } })).statusCode,
    ).toBe(404);
    expect((await call('/api/open-profile', { token: candidate.token })).json().data.list).toEqual([]);
    const reopen = await call('/api/open-profile', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: employer.companyId },
    });
    expect(reopen.json().code).toBe('COMPANY_HIDDEN');
    expect((await call(url)).statusCode).toBe(200);

    const shown = await call(`/api/me/candidate/hidden-companies/${employer.companyId}`, {
      method: 'DELETE',
      token: candidate.token,
    });
    expect(shown.json().data.list).toEqual([]);
    expect((await call(url, { token: employer.token })).json().data.view).toBe('anonymous');
    expect(
      (
        await call(`/api/me/candidate/hidden-companies/${employer.companyId}`, {
          method: 'DELETE',
          token: candidate.token,
        })
      ).json().code,
    ).toBe('COMPANY_NOT_FOUND');
    expect((await call('/api/me/candidate/hidden-companies', { token: employer.token })).statusCode).toBe(403);
  });
});

describe('a company’s notes and ratings (candidates/{id}/note, candidates/rating)', () => {
  it('keeps them for the company’s team only', async () => {
    const candidate = await approvedCandidate(t, refs);
    const company = await newCompanyMember(t);
    const rival = await newCompanyMember(t, 'Rival Labs');
    const url = `/api/candidates/${candidate.candidateId}`;
    const note = await call(`${url}/note`, {
      method: 'POST',
      token: company.token,
      payload: { text: 'Call back in May' },
    });
    expect(note.json()).toEqual({ data: { note: 'Call back in May' } });
    const rated = await call('/api/candidates/rating', {
      method: 'POST',
      token: company.token,
      payload: { candidate_id: candidate.candidateId, rating: 4 },
    });
    expect(rated.json()).toEqual({ data: { candidate_id: candidate.candidateId, rating: 4 } });
    expect((await call(url, { token: company.token })).json().data.viewer).toEqual({
      is_owner: false,
      is_opened: false,
      note: 'Call back in May',
      rating: 4,
    });
    expect((await call(url, { token: rival.token })).json().data.viewer).toMatchObject({ note: null, rating: null });
    expect((await call(url, { token: candidate.token })).json().data.viewer).toMatchObject({
      note: null,
      rating: null,
    });
    expect((await call(url)).body).not.toContain('Call back');

    const removed = await call(`${url}/note`, { method: 'DELETE', token: company.token });
    expect(removed.json()).toEqual({ data: { ok: true } });
    expect((await call(url, { token: company.token })).json().data.viewer.note).toBeNull();

    const worker = await newWorker(t);
    expect(
      (await call(`${url}/note`, { method: 'POST', token: worker.token, payload: { text: 'x' } })).statusCode,
    ).toBe(403);
    expect((await call(`${url}/note`, { method: 'POST', payload: { text: 'x' } })).statusCode).toBe(401);
    expect(
      (await call(`${url}/note`, { method: 'POST', token: company.token, payload: { text: ' ' } })).statusCode,
    ).toBe(422);
    const badRating = await call('/api/candidates/rating', {
      method: 'POST',
      token: company.token,
      payload: { candidate_id: candidate.candidateId, rating: 6 },
    });
    expect(badRating.statusCode).toBe(422);
    const teamless = await newWorker(t, 'Not A Company');
    expect(teamless.user.role_id).toBe(1);
  });

  it('tells a company account without a company that notes belong to a team', async () => {
    const candidate = await approvedCandidate(t, refs);
    const { registerFromNewIp } = await import('../../../test/identity-helpers.ts');
    const loner = await registerFromNewIp(t.app, { role_id: 2 });
    const answer = await call(`/api/candidates/${candidate.candidateId}/note`, {
      method: 'POST',
      token: loner.token,
      payload: { text: 'x' },
    });
    expect(answer.json().code).toBe('COMPANY_MEMBER_ONLY');
  });
});
