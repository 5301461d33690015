import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pngOf, uploadForm } from '../../test/uploads.ts';
import { applicationsKit, CANDIDATE_SECRETS, expectNoSecrets } from './applications-test-kit.ts';

/**
 * The applicant's choice (issue 23): applied anonymously, the company reads the profile without who the person is
 * until the applicant opens it, in one call, later; applied with name and contacts, it reads them at once.
 */
let t: TestApp;
const kit = applicationsKit(() => t);
let acme: Awaited<ReturnType<typeof kit.company>>;
let rival: Awaited<ReturnType<typeof kit.company>>;
beforeAll(async () => {
  t = await createTestApp();
  acme = await kit.company('Acme Anonymous');
  rival = await kit.company('Rival Onlookers');
}, 240_000);

const upload = async (url: string, token: string, bytes: Buffer, name: string) => {
  const form = uploadForm(bytes, name);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
};

/** A candidate with a photo and a profile CV, and a vacancy of Acme's they applied to as `choice` says. */
async function applied(choice: { open_profile?: boolean }, options: Parameters<typeof kit.candidate>[0] = {}) {
  const vacancy = await kit.vacancy(acme.id, acme.member.user.id);
  const seeker = await kit.candidate(options);
  await upload('/api/me/candidate/photo', seeker.token, await pngOf(300, 300), 'me.png');
  await upload('/api/me/candidate/cv', seeker.token, Buffer.from('%PDF-1.4\n%%EOF\n'), 'Oakenshield CV.pdf');
  const own = (await kit.call('/api/me/candidate', { token: seeker.token })).json().data;
  const cv = await kit.uploadCv(seeker.token);
  const sent = await kit.apply(seeker.token, {
    vacancy_id: vacancy.id,
    cover_letter: 'I brew data pipelines.',
    cv_file_id: cv,
    ...choice,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const response = (await kit.call('/api/me/responses', { token: acme.owner.token })).json().data.list[0];
  expect(response.id).toBe(sent.json().data.id);
  const rooms = (await kit.call('/api/me/rooms', { token: acme.member.token })).json().data.list;
  const room = rooms.find((r: { candidate: { id: number } }) => r.candidate.id === seeker.candidateId);
  expect(room).toBeDefined();
  return { vacancy, seeker, cv, profileCv: own.cv.id as string, response, roomId: room.id as number };
}

/** Everything a company's member reads about an applicant, as JSON text per call, with its status. */
async function companyReads(token: string, a: Awaited<ReturnType<typeof applied>>) {
  const urls = [
    '/api/me/responses',
    '/api/me/responses?state=unread',
    `/api/me/responses?vacancy_id=${a.vacancy.id}`,
    `/api/me/vacancies/${a.vacancy.id}/candidates`,
    '/api/me/rooms',
    `/api/messages?room_id=${a.roomId}`,
    `/api/candidates/${a.seeker.candidateId}`,
    `/api/candidates/slug/${a.seeker.slug}`,
  ];
  const reads = [];
  for (const url of urls) reads.push({ url, response: await kit.call(url, { token }) });
  const read = await kit.call(`/api/me/responses/${a.response.id}/read`, {
    method: 'PATCH',
    token,
    payload: { is_read: true },
  });
  reads.push({ url: 'PATCH me/responses/{id}/read', response: read });
  return reads;
}

const fileStatuses = async (token: string, a: Awaited<ReturnType<typeof applied>>) => ({
  photo: (await kit.call(`/api/candidates/${a.seeker.candidateId}/photo`, { token })).statusCode,
  cv: (await kit.call(`/api/files/${a.cv}`, { token })).statusCode,
  profileCv: (await kit.call(`/api/files/${a.profileCv}`, { token })).statusCode,
  contacts: (await kit.call(`/api/candidates/${a.seeker.candidateId}/public-contacts`, { method: 'POST', token }))
    .statusCode,
});

describe('applying anonymously (the default)', () => {
  it('leaves the company no name, contact, photo or CV in anything it can read', async () => {
    const a = await applied({});
    for (const person of [acme.owner, acme.admin, acme.member]) {
      for (const { url, response } of await companyReads(person.token, a)) {
        expect(response.statusCode, url).toBe(200);
        expectNoSecrets(response.json());
        for (const fileId of [a.cv, a.profileCv]) expect(response.body, url).not.toContain(fileId);
      }
      expect(await fileStatuses(person.token, a)).toEqual({ photo: 404, cv: 404, profileCv: 404, contacts: 403 });
    }
    const page = (await kit.call(`/api/candidates/${a.seeker.candidateId}`, { token: acme.member.token })).json();
    expect(page.data.view).toBe('anonymous');
    expect(a.response).toMatchObject({ is_opened: false, cv_file_id: null, applicant: null });
    expect(a.response.candidate.slug).toBe(a.seeker.slug);
    const rooms = (await kit.call('/api/me/rooms', { token: acme.member.token })).json().data.list;
    expect(rooms.find((r: { id: number }) => r.id === a.roomId).candidate).toMatchObject({
      name: null,
      is_opened: false,
      slug: a.seeker.slug,
    });
    // Nothing was opened: the applicant's own list of openings is empty, and their application says "anonymous".
    expect((await kit.call('/api/open-profile', { token: a.seeker.token })).json().data.list).toEqual([]);
    const mine = (await kit.call('/api/me/applications', { token: a.seeker.token })).json().data.list;
    expect(mine[0]).toMatchObject({ vacancy_id: a.vacancy.id, company_id: acme.id, profile: 'anonymous' });
  });

  it('shows a profile awaiting moderation, anonymously, to the company it was sent to and to no other', async () => {
    const a = await applied({}, { moderation_status: 'pending' });
    expect(a.response.candidate).toMatchObject({ slug: a.seeker.slug });
    const page = await kit.call(`/api/candidates/${a.seeker.candidateId}`, { token: acme.member.token });
    expect([page.statusCode, page.json().data.view]).toEqual([200, 'anonymous']);
    expectNoSecrets(page.json());
    const other = await kit.call(`/api/candidates/${a.seeker.candidateId}`, { token: rival.member.token });
    expect(other.statusCode).toBe(404);
    expect((await kit.call(`/api/candidates/${a.seeker.candidateId}`)).statusCode).toBe(404);
  });

  it('opens the profile later in one call: the company then reads the name, contacts, photo and CVs', async () => {
    const a = await applied({});
    const opened = await kit.call('/api/open-profile', {
      method: 'POST',
      token: a.seeker.token,
      payload: { company_id: acme.id, source: 'application' },
    });
    expect(opened.statusCode).toBe(200);
    const page = (await kit.call(`/api/candidates/${a.seeker.candidateId}`, { token: acme.member.token })).json();
    expect(page.data.view).toBe('opened');
    expect(JSON.stringify(page)).toContain(CANDIDATE_SECRETS.name);
    expect(await fileStatuses(acme.member.token, a)).toEqual({ photo: 200, cv: 200, profileCv: 200, contacts: 200 });
    const response = (await kit.call('/api/me/responses', { token: acme.owner.token })).json().data.list[0];
    expect(response).toMatchObject({ id: a.response.id, is_opened: true, cv_file_id: a.cv });
    const room = (await kit.call(`/api/messages?room_id=${a.roomId}`, { token: acme.member.token })).json().data.room;
    expect(room.candidate).toMatchObject({ name: CANDIDATE_SECRETS.name, is_opened: true });
    const mine = (await kit.call('/api/me/applications', { token: a.seeker.token })).json().data.list;
    expect(mine[0]).toMatchObject({ company_id: acme.id, profile: 'opened' });
    // Another company learns nothing from it.
    expect(await fileStatuses(rival.member.token, a)).toEqual({ photo: 404, cv: 404, profileCv: 404, contacts: 403 });
  });
});

describe('applying with name and contacts', () => {
  it('opens the profile to the company with the application', async () => {
    const a = await applied({ open_profile: true });
    expect(a.response).toMatchObject({ is_opened: true, cv_file_id: a.cv });
    const page = (await kit.call(`/api/candidates/${a.seeker.candidateId}`, { token: acme.member.token })).json();
    expect(page.data.view).toBe('opened');
    expect(JSON.stringify(page)).toContain(CANDIDATE_SECRETS.email);
    expect(await fileStatuses(acme.admin.token, a)).toEqual({ photo: 200, cv: 200, profileCv: 200, contacts: 200 });
    const openings = (await kit.call('/api/open-profile', { token: a.seeker.token })).json().data.list;
    expect(openings).toEqual([
      expect.objectContaining({ company: expect.objectContaining({ id: acme.id }), source: 'application' }),
    ]);
  });
});

describe('an offer to an applicant', () => {
  it('says whether the profile is open to the company already, so accepting is not said to open it twice', async () => {
    const a = await applied({});
    const offered = await kit.call('/api/job-offers', {
      method: 'POST',
      token: acme.member.token,
      payload: { candidate_id: a.seeker.candidateId, vacancy_id: a.vacancy.id, message: 'Join us.' },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const offerOf = async () =>
      (await kit.call('/api/me/offers', { token: a.seeker.token }))
        .json()
        .data.list.find((offer: { vacancy_id: number }) => offer.vacancy_id === a.vacancy.id);
    expect((await offerOf()).is_opened).toBe(false);
    await kit.call('/api/open-profile', {
      method: 'POST',
      token: a.seeker.token,
      payload: { company_id: acme.id, source: 'application' },
    });
    expect((await offerOf()).is_opened).toBe(true);
  });
});
