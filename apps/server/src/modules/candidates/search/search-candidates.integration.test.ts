import { CANDIDATES } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { setCompanyModeration } from '../../companies/index.ts';
import { type CandidateOptions, createCandidate } from '../candidate.factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const { call } = testClient(() => t.app);
const get = (url: string, token?: string) => call(url, { token });

async function candidate(options: Partial<CandidateOptions> = {}) {
  const worker = await register(t.app, { role_id: 1, name: 'Secret Sylvester' });
  const row = await createCandidate(t.database.db, { userId: worker.user.id, name: 'Secret Sylvester', ...options });
  return { ...worker, candidate: row };
}

async function companyMember(name: string) {
  const owner = await register(t.app, { role_id: 2 });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/companies',
    headers: bearer(owner.token),
    payload: { name },
  });
  const company = created.json().data as { id: number };
  await setCompanyModeration(t.database.db, company.id, 'approved');
  return { ...owner, company };
}

const adminToken = async () => (await signIn(t, 'admin')).token;

describe('GET search/candidates (the header’s search box)', () => {
  it('suggests positions and skills containing the term, most common first, with the best matches and their total', async () => {
    for (const position of ['Narwhal developer', 'Narwhal developer', 'Senior narwhal architect']) {
      await candidate({ desired_position: position, skills: [{ name: 'Narwhalscript' }] });
    }
    await candidate({
      desired_position: 'Narwhal tester',
      moderation_status: 'pending',
      skills: [{ name: 'Narwhalism' }],
    });
    const response = await get('/api/search/candidates?search=narwhal');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.positions).toEqual([
      { name: 'Narwhal developer', count: 2 },
      { name: 'Senior narwhal architect', count: 1 },
    ]);
    expect(data.skills).toEqual([{ name: 'Narwhalscript', count: 3 }]);
    expect(data.total).toBe(3);
    expect(data.list).toHaveLength(3);
    expect(response.body).not.toContain('Sylvester');
    const limited = (await get('/api/search/candidates?search=narwhal&limit=1')).json().data;
    expect([limited.positions.length, limited.skills.length, limited.list.length, limited.total]).toEqual([1, 1, 1, 3]);
  });

  it('takes a term with LIKE’s wildcards literally', async () => {
    await candidate({ desired_position: 'Percent 100% engineer' });
    const data = (await get(`/api/search/candidates?search=${encodeURIComponent('100%')}`)).json().data;
    expect(data.positions).toEqual([{ name: 'Percent 100% engineer', count: 1 }]);
    expect((await get('/api/search/candidates?search=_')).json().data.positions).toEqual([]);
  });

  it('hides from a company’s members the profiles hidden from their company', async () => {
    const hiding = await companyMember('Quick Hidden Co');
    const { token } = await candidate({ desired_position: 'Pangolin keeper', skills: [{ name: 'Pangolin care' }] });
    await t.app.inject({
      method: 'POST',
      url: '/api/me/candidate/hidden-companies',
      headers: bearer(token),
      payload: { company_id: hiding.company.id },
    });
    const seen = (await get('/api/search/candidates?search=pangolin', hiding.token)).json().data;
    expect(seen).toEqual({ positions: [], skills: [], list: [], total: 0, is_total_capped: false });
    expect((await get('/api/search/candidates?search=pangolin')).json().data.total).toBe(1);
  });

  it('refuses an empty term, a long one and a limit out of bounds', async () => {
    for (const query of [
      '',
      'search=',
      'search=%20%20',
      `search=${'a'.repeat(CANDIDATES.searchMaxLength + 1)}`,
      'search=go&limit=0',
      `search=go&limit=${CANDIDATES.quickSearchLimit + 1}`,
    ]) {
      const response = await get(`/api/search/candidates?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });
});

describe('GET search/candidate/{slug} (the search box’s pick)', () => {
  it('answers the anonymous card, named only for its owner, a company it is opened to and an admin', async () => {
    const owner = await candidate({ desired_position: 'Axolotl engineer' });
    const opened = await companyMember('Opened Pick Co');
    const closedTo = await companyMember('Stranger Pick Co');
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/open-profile',
      headers: bearer(owner.token),
      payload: { company_id: opened.company.id },
    });
    expect(open.statusCode).toBeLessThan(300);
    const worker = await register(t.app, { role_id: 1 });
    const url = `/api/search/candidate/${owner.candidate.slug}`;
    const pick = async (token?: string) => {
      const response = await get(url, token);
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };
    const guest = await pick();
    expect(guest).toMatchObject({
      id: owner.candidate.id,
      slug: owner.candidate.slug,
      label: 'Axolotl engineer',
      is_opened: false,
      name: null,
    });
    for (const token of [worker.token, closedTo.token]) expect(await pick(token)).toEqual(guest);
    for (const token of [owner.token, opened.token, await adminToken()]) {
      expect(await pick(token)).toEqual({ ...guest, is_opened: true, name: 'Secret Sylvester' });
    }
  });

  it('is not found for a missing, pending, private or hidden profile, and refuses a malformed slug', async () => {
    const pending = await candidate({ moderation_status: 'pending' });
    const hidden = await candidate();
    const hiding = await companyMember('Pick Hidden Co');
    await t.app.inject({
      method: 'POST',
      url: '/api/me/candidate/hidden-companies',
      headers: bearer(hidden.token),
      payload: { company_id: hiding.company.id },
    });
    const notFound = async (slug: string, token?: string) => {
      const response = await get(`/api/search/candidate/${slug}`, token);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().code).toBe('CANDIDATE_NOT_FOUND');
    };
    await notFound('no-such-candidate-abc123');
    await notFound(pending.candidate.slug);
    // Even its owner: the pick is a search result, and a pending profile is in no search.
    await notFound(pending.candidate.slug, pending.token);
    await notFound(hidden.candidate.slug, hiding.token);
    expect((await get(`/api/search/candidate/${hidden.candidate.slug}`)).statusCode).toBe(200);
    for (const slug of ['UPPER', 'with_underscore', encodeURIComponent('ölbaum')]) {
      expect((await get(`/api/search/candidate/${slug}`)).statusCode, slug).toBe(422);
    }
  });
});
