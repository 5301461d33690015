import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  approvedCandidate,
  caller,
  expectAnonymous,
  newCompanyMember,
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

describe('saving a candidate to favorites', () => {
  it('keeps the anonymous card, even once the profile is opened, and none once the candidate hides from the company', async () => {
    const candidate = await approvedCandidate(t, refs);
    const company = await newCompanyMember(t);
    const saved = await call('/api/favorites', {
      method: 'POST',
      token: company.token,
      payload: { type: 'candidate', id: candidate.candidateId },
    });
    expect(saved.json().data).toMatchObject({ type: 'candidate', id: candidate.candidateId, is_favorite: true });
    await call('/api/open-profile', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: company.companyId },
    });
    const listed = await call('/api/favorites?type=candidate', { token: company.token });
    expect(listed.json().data.list[0]).toMatchObject({
      card: {
        title: 'Senior Python developer',
        subtitle: expect.any(String),
        path: `/candidate/${candidate.slug}`,
        image_id: null,
        details: expect.arrayContaining(['Django', 'FastAPI']),
      },
    });
    expectAnonymous(listed.json());

    await call('/api/me/candidate/hidden-companies', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: company.companyId },
    });
    const after = await call('/api/favorites?type=candidate', { token: company.token });
    expect(after.json().data.list[0].card).toBeNull();
  });

  it('refuses to save a profile nobody may find', async () => {
    const company = await newCompanyMember(t);
    const saved = await call('/api/favorites', {
      method: 'POST',
      token: company.token,
      payload: { type: 'candidate', id: 2_000_000_000 },
    });
    expect(saved.statusCode).toBe(404);
  });
});
