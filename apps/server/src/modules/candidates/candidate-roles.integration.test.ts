import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  approvedCandidate,
  caller,
  newAdmin,
  newCompanyMember,
  newWorker,
  type References,
  referencesOf,
} from './candidate-test-kit.ts';

let t: TestApp;
let refs: References;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  refs = await referencesOf(t);
  call = caller(t);
});

describe('who may call what', () => {
  it('keeps the own-profile calls to workers with a profile', async () => {
    const company = await newCompanyMember(t);
    const admin = await newAdmin(t);
    const bare = await newWorker(t);
    for (const url of ['/api/me/candidate', '/api/open-profile', '/api/me/candidate/hidden-companies']) {
      expect((await call(url)).statusCode).toBe(401);
      expect((await call(url, { token: company.token })).statusCode).toBe(403);
      expect((await call(url, { token: admin.token })).statusCode).toBe(403);
      expect((await call(url, { token: bare.token })).json().code).toBe('CANDIDATE_PROFILE_MISSING');
    }
  });

  it('shows contacts to admins, never to workers, and a contact that was not given is “not found”', async () => {
    const candidate = await approvedCandidate(t, refs, {
      contacts: { email: 'quillfeather@example.org', phone: '', telegram: '', linkedin: '', github: '' },
    });
    const url = `/api/candidates/${candidate.candidateId}/contacts`;
    const admin = await newAdmin(t);
    expect((await call(`${url}/email`, { token: admin.token })).json().data).toEqual({
      type: 'email',
      value: 'quillfeather@example.org',
    });
    expect((await call(`${url}/phone`, { token: admin.token })).json().code).toBe('CONTACT_NOT_FOUND');
    expect((await call(`${url}/fax`, { token: admin.token })).statusCode).toBe(422);
    const worker = await newWorker(t);
    expect((await call(`${url}/email`, { token: worker.token })).statusCode).toBe(403);
    expect((await call(`${url}/email`, { token: candidate.token })).statusCode).toBe(403);
    expect((await call(`${url}/email`)).statusCode).toBe(401);
    const reveal = await call(`/api/candidates/${candidate.candidateId}/public-contacts`, {
      method: 'POST',
      token: worker.token,
    });
    expect(reveal.statusCode).toBe(403);
  });
});
