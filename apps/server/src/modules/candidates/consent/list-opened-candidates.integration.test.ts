import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { joinTeam } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  approvedCandidate,
  caller,
  newAdmin,
  newCompanyMember,
  newWorker,
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

const URL = '/api/me/company/opened-candidates';
const open = (token: string, companyId: number) =>
  call('/api/open-profile', { method: 'POST', token, payload: { company_id: companyId } });

describe('the candidates who opened their profile to my company (GET me/company/opened-candidates)', () => {
  it('lists those open to the company now, named, to each of its members, and no one else’s', async () => {
    const company = await newCompanyMember(t, 'Opened Co');
    const other = await newCompanyMember(t, 'Elsewhere Co');
    const opened = await approvedCandidate(t, refs, { name: 'Olha Opened' });
    const closed = await approvedCandidate(t, refs, { name: 'Cyril Closed' });
    const hid = await approvedCandidate(t, refs, { name: 'Hanna Hid' });
    const elsewhere = await approvedCandidate(t, refs, { name: 'Edgar Elsewhere' });
    for (const who of [opened, closed, hid]) expect((await open(who.token, company.companyId)).statusCode).toBe(200);
    expect((await open(elsewhere.token, other.companyId)).statusCode).toBe(200);
    await call(`/api/open-profile/${company.companyId}`, { method: 'DELETE', token: closed.token });
    await call('/api/me/candidate/hidden-companies', {
      method: 'POST',
      token: hid.token,
      payload: { company_id: company.companyId },
    });

    const answer = await call(URL, { token: company.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      data: {
        list: [
          expect.objectContaining({
            id: opened.candidateId,
            slug: opened.slug,
            name: 'Olha Opened',
            desired_position: 'Senior Python developer',
            source: 'profile',
            opened_at: expect.any(String),
          }),
        ],
        total: 1,
        page: 1,
        pages: 1,
      },
    });
    // The card, the name and the opening: contacts have their own calls, which the candidate sees used.
    expect(Object.keys(answer.json().data.list[0]).sort()).toEqual(
      [
        'id',
        'slug',
        'label',
        'language',
        'desired_position',
        'specializations',
        'keywords',
        'tags',
        'seniority',
        'experience',
        'english_level',
        'salary',
        'job_types',
        'employment',
        'places',
        'expectation_excerpt',
        'published_at',
        'name',
        'source',
        'opened_at',
      ].sort(),
    );
    expect(answer.body).not.toContain('quillfeather@example.org');

    const colleague = await register(t.app, { role_id: 2, name: 'Cora Colleague' });
    await joinTeam(t, company.token, colleague);
    const byColleague = (await call(URL, { token: colleague.token })).json().data.list;
    expect(byColleague.map((c: { id: number }) => c.id)).toEqual([opened.candidateId]);
    const byOther = (await call(URL, { token: other.token })).json().data.list;
    expect(byOther.map((c: { name: string }) => c.name)).toEqual(['Edgar Elsewhere']);
    expect((await call(`${URL}?page=2`, { token: company.token })).json()).toEqual({
      data: { list: [], total: 1, page: 2, pages: 1 },
    });
  });

  it('refuses a guest (401), a job seeker (403), an admin and a company account without a company (403)', async () => {
    const worker = await newWorker(t);
    const admin = await newAdmin(t);
    const lone = await register(t.app, { role_id: 2, name: 'Lone Employer' });
    const answers = [];
    for (const token of [undefined, worker.token, admin.token, lone.token]) {
      const response = await call(URL, { token });
      answers.push([response.statusCode, response.json().code]);
    }
    expect(answers).toEqual([
      [401, 'UNAUTHORIZED'],
      [403, 'FORBIDDEN'],
      [403, 'COMPANY_MEMBER_ONLY'],
      [403, 'COMPANY_MEMBER_ONLY'],
    ]);
  });
});
