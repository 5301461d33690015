import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { bearer, mailsTo, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { signIn } from '../../test/sign-in.ts';
import { joinTeam } from '../../test/team-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { PDF, uploadForm } from '../../test/uploads.ts';
import { type CandidateOptions, createCandidate } from '../candidates/index.ts';
import { setCompanyModeration } from '../companies/index.ts';
import { createVacancy, type VacancyOptions } from '../vacancies/index.ts';

/** Distinctive words of a test candidate, looked for in every answer a company reads before the profile is opened. */
export const CANDIDATE_SECRETS = {
  name: 'Wilhelmina Oakenshield',
  email: 'w.oakenshield@secret-mail.example',
  phone: '+48 600 424 242',
  telegram: '@oakenshield_w',
};
const SECRET_WORDS = ['Oakenshield', 'oakenshield', '600 424 242', '600424242'];

/** What the applications' integration tests share: calls as clients make them, and the people who make them. */
export function applicationsKit(t: () => TestApp) {
  // The flows here apply and upload more often than one address may.
  const { call, api } = testClient(() => t().app, { addressPerRequest: true });

  /** An approved company with its owner, an admin of its team and a plain member. */
  async function company(name: string) {
    const owner = await register(t().app, { role_id: 2, name: 'Olga Owner' });
    const created = await call('/api/companies', { method: 'POST', token: owner.token, payload: { name } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    await setCompanyModeration(t().database.db, id, 'approved');
    const join = async (personName: string) => {
      const person = await register(t().app, { role_id: 2, name: personName });
      await joinTeam(t(), owner.token, person);
      return person;
    };
    const admin = await join('Adam Teamadmin');
    const marked = await call(`/api/employers/${admin.user.id}/mark-as-admin`, { method: 'POST', token: owner.token });
    expect(marked.statusCode).toBe(200);
    const member = await join('Marek Member');
    return { id, name, owner, admin, member };
  }

  /** A vacancy of the company, open and approved unless told otherwise, posted by `author`. */
  const vacancy = (companyId: number, authorUserId: number, options: Partial<VacancyOptions> = {}) =>
    createVacancy(t().database.db, { companyId, authorUserId, questions: [], ...options });

  /** A worker with a listed candidate profile carrying distinctive name and contacts. */
  async function candidate(options: Partial<CandidateOptions> = {}) {
    const worker = await register(t().app, { role_id: 1, name: CANDIDATE_SECRETS.name });
    const row = await createCandidate(t().database.db, {
      userId: worker.user.id,
      name: CANDIDATE_SECRETS.name,
      desired_position: 'Senior Kotlin developer',
      contacts: {
        email: CANDIDATE_SECRETS.email,
        phone: CANDIDATE_SECRETS.phone,
        telegram: CANDIDATE_SECRETS.telegram,
      },
      ...options,
    });
    return { ...worker, candidateId: row.id, slug: row.slug };
  }

  /** A worker without a candidate profile. */
  const worker = () => register(t().app, { role_id: 1, name: 'Petra Plainworker' });

  /** A CV uploaded by the holder of `token`, its id. */
  async function uploadCv(token: string) {
    const form = uploadForm(Buffer.concat([PDF, Buffer.from(`% ${randomBytes(4).toString('hex')}\n`)]), 'cv.pdf');
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as string;
  }

  const siteAdmin = async () => (await signIn(t(), 'admin')).token;

  const apply = (token: string | null, payload: object) =>
    call('/api/job-applications', { method: 'POST', token, payload });

  /** Turns a kind of mail off for the holder of `token`. */
  async function turnOff(token: string, kind: 'response' | 'job_offer') {
    const saved = await call('/api/me/notifications', {
      method: 'POST',
      token,
      payload: { settings: [{ kind, channel: 'email', is_enabled: false }] },
    });
    expect(saved.statusCode).toBe(200);
  }

  const kindsTo = async (email: string) => (await mailsTo(t().database, email)).map((mail) => mail.kind);

  return { call, api, company, vacancy, candidate, worker, uploadCv, siteAdmin, apply, turnOff, kindsTo };
}

/** Asserts that nothing of the test candidate's identity is in `body`. */
export function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  for (const secret of SECRET_WORDS) expect(text).not.toContain(secret);
}

/** A browser's multipart form: text fields as given, and optionally one file part. */
export function formOf(fields: Record<string, string>, file?: { field: string; bytes: Buffer; filename: string }) {
  const boundary = `----hushwork${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
