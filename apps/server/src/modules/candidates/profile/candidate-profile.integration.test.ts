import { beforeAll, describe, expect, it } from 'vitest';
import { newIp, profileOf } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { setCandidateModeration } from '../candidate.factory.ts';
import {
  caller,
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

const save = (token: string | undefined, payload: object, locale = 'en') =>
  call('/api/me/candidate', { method: 'POST', token, payload, locale });

describe('saving the own profile (POST me/candidate)', () => {
  it('creates it pending moderation, with tags kept once, contacts normalized and the profile’s candidate part', async () => {
    const worker = await newWorker(t);
    expect((await profileOf(t.app, worker.token)).json().data.candidate).toBeNull();
    const saved = await save(worker.token, profileBody(refs));
    expect(saved.statusCode).toBe(200);
    const own = saved.json().data;
    expect(own).toMatchObject({
      view: 'owner',
      slug: expect.stringMatching(/^senior-python-developer-[a-z0-9]{6}$/),
      label: 'Senior Python developer',
      name: 'Bartholomew Quillfeather',
      tags: ['Django', 'FastAPI'],
      moderation_status: 'pending',
      is_public: true,
      specialization_ids: [refs.specializationId],
      specializations: [{ id: refs.specializationId, name: expect.any(String) }],
      keywords: [{ id: refs.keywordId, name: expect.any(String) }],
      places: [
        {
          country_id: refs.countryId,
          country_name: expect.any(String),
          city_id: refs.cityId,
          city_name: expect.any(String),
        },
      ],
      contacts: {
        email: 'quillfeather@example.org',
        phone: '+48600100200',
        telegram: '@quillfeather_b',
        linkedin: 'https://linkedin.com/in/quillfeather',
        github: 'https://github.com/quillfeather',
      },
      has_photo: false,
      cv: null,
      viewer: { is_owner: true, is_opened: true, note: null, rating: null },
    });
    const profile = (await profileOf(t.app, worker.token)).json().data;
    expect(profile.candidate).toEqual({
      id: own.id,
      slug: own.slug,
      name: 'Bartholomew Quillfeather',
      expectation_description: 'Backend work on data-heavy products.',
      is_public: true,
      moderation_status: 'pending',
      moderation_note: null,
      logo_id: null,
      published_at: expect.any(String),
    });
    expect((await call('/api/me/candidate', { token: worker.token })).json().data).toEqual(own);
    expect(profile).toMatchObject({ status: 'pending', is_profile_active: false });
    await setCandidateModeration(t.database.db, own.id, 'approved');
    expect((await profileOf(t.app, worker.token)).json().data).toMatchObject({
      status: 'active',
      is_profile_active: true,
    });
    await setCandidateModeration(t.database.db, own.id, 'rejected');
    const rejected = (await profileOf(t.app, worker.token)).json().data;
    expect(rejected).toMatchObject({ status: 'rejected', candidate: { moderation_status: 'rejected' } });
  });

  it('stores the language the profile is written in, when it can tell, for pages to mark it', async () => {
    const worker = await newWorker(t);
    const german = profileBody(refs, {
      desired_position: 'Backend-Entwickler',
      expectation_description: 'Ich suche ein Team, das sorgfältig arbeitet und seine Nutzer ernst nimmt.',
    });
    expect((await save(worker.token, german)).json().data.language).toBe('de');
    const slug = (await save(worker.token, german)).json().data.slug as string;
    expect(
      (await call(`/api/candidates/slug/${slug}`, { token: worker.token, locale: 'uk' })).json().data.language,
    ).toBe('de');
    const short = profileBody(refs, { desired_position: 'Python', expectation_description: '' });
    expect((await save(worker.token, short)).json().data.language).toBeNull();
  });

  it('keeps an approved profile approved when only private fields change, and sends it back on a public change', async () => {
    const worker = await newWorker(t);
    const id = (await save(worker.token, profileBody(refs))).json().data.id;
    await setCandidateModeration(t.database.db, id, 'approved');
    const privateChange = await save(worker.token, profileBody(refs, { name: 'Bart Q', is_public: false }));
    expect(privateChange.json().data).toMatchObject({
      moderation_status: 'approved',
      name: 'Bart Q',
      is_public: false,
    });
    const publicChange = await save(worker.token, profileBody(refs, { desired_position: 'Data engineer' }));
    expect(publicChange.json().data).toMatchObject({
      id,
      moderation_status: 'pending',
      desired_position: 'Data engineer',
    });
  });

  it('refuses a guest (401), a company account and an admin (403)', async () => {
    expect((await save(undefined, profileBody(refs))).statusCode).toBe(401);
    const company = await newCompanyMember(t);
    expect((await save(company.token, profileBody(refs))).statusCode).toBe(403);
    const admin = await newAdmin(t);
    expect((await save(admin.token, profileBody(refs))).statusCode).toBe(403);
  });

  it('words each section 5 rule on its field, in the reader’s language', async () => {
    const worker = await newWorker(t);
    const bad = await save(
      worker.token,
      profileBody(refs, {
        desired_position: 'Call me at me@example.com',
        keyword_ids: [1, 2, 3, 4, 5, 6],
        tags: ['a', 'b', 'c', 'd', 'e', 'f'],
        places: [{ city_id: refs.cityId }],
        contacts: { phone: '12', telegram: '@ab', linkedin: 'https://example.com/in/x', github: 'github.com/a/b' },
      }),
      'uk',
    );
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(Object.keys(errors).sort()).toEqual(
      [
        'contacts.github',
        'contacts.linkedin',
        'contacts.phone',
        'contacts.telegram',
        'desired_position',
        'keyword_ids',
        'places.0.country_id',
        'tags',
      ].sort(),
    );
    for (const messages of Object.values(errors) as string[][]) expect(messages[0]).not.toMatch(/^validation:/);
  });

  it('refuses contacts disguised in the public text, and lets ordinary numbers and tech names through', async () => {
    const worker = await newWorker(t);
    const bad = await save(
      worker.token,
      profileBody(refs, {
        desired_position: 'Python developer, name at gmail dot com',
        expectation_description: 'Remote only. Telegram: quill_feather',
        tags: ['Django', 'quill . dev'],
      }),
      'pl',
    );
    expect(bad.statusCode).toBe(422);
    const words = 'Bez adresów e-mail, numerów telefonów, nazw użytkowników i linków: ten tekst jest publiczny';
    expect(bad.json().errors).toEqual({
      desired_position: [words],
      expectation_description: [words],
      'tags.1': [words],
    });
    const fine = await save(
      worker.token,
      profileBody(refs, {
        desired_position: 'ASP.NET and Node.js developer',
        expectation_description: 'Node 20.19, 3-5 years, available from 2024-11-03; meet at the office at 10:30.',
      }),
    );
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses an unknown specialization, an unknown keyword and a city outside its country as unknown references', async () => {
    const worker = await newWorker(t);
    // The catalogs hold specializations of types 2–4 only (ADR 0006): any other id is not one of them.
    const wrongSpecialization = await save(worker.token, profileBody(refs, { specialization_ids: [2_000_000_000] }));
    expect(wrongSpecialization.json()).toMatchObject({
      code: 'UNKNOWN_REFERENCE',
      errors: { specialization_ids: [expect.any(String)] },
    });
    const unknownKeyword = await save(worker.token, profileBody(refs, { keyword_ids: [2_000_000_000] }));
    expect(unknownKeyword.statusCode).toBe(422);
    expect(unknownKeyword.json()).toMatchObject({
      code: 'UNKNOWN_REFERENCE',
      errors: { keyword_ids: [expect.any(String)] },
    });
    const otherCountry = (await call('/api/countries?search=Germany')).json().data.list[0].id;
    const wrongCity = await save(
      worker.token,
      profileBody(refs, { places: [{ country_id: otherCountry, city_id: refs.cityId }] }),
    );
    expect(wrongCity.json()).toMatchObject({
      code: 'UNKNOWN_REFERENCE',
      errors: { 'places.0.city_id': [expect.any(String)] },
    });
  });
});

describe('editing a profile by id (PUT candidates/{id})', () => {
  it('lets the owner edit it, answers another worker “not found”, and lets an admin edit without moderation', async () => {
    const owner = await newWorker(t);
    const id = (await save(owner.token, profileBody(refs))).json().data.id;
    const put = (token: string, payload: object) => call(`/api/candidates/${id}`, { method: 'PUT', token, payload });
    expect((await put(owner.token, profileBody(refs, { salary: 6000 }))).json().data).toMatchObject({
      id,
      salary: 6000,
    });
    const other = await newWorker(t);
    expect((await put(other.token, profileBody(refs))).json().code).toBe('CANDIDATE_NOT_FOUND');
    const company = await newCompanyMember(t);
    expect((await put(company.token, profileBody(refs))).statusCode).toBe(403);
    await setCandidateModeration(t.database.db, id, 'approved');
    const admin = await newAdmin(t);
    const byAdmin = await put(admin.token, profileBody(refs, { desired_position: 'Staff Python engineer' }));
    expect(byAdmin.json().data).toMatchObject({
      desired_position: 'Staff Python engineer',
      moderation_status: 'approved',
    });
    expect(
      (await call('/api/candidates/999999', { method: 'PUT', token: owner.token, payload: profileBody(refs) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('raising the publication date (PATCH me/candidate/published_at)', () => {
  it('allows it once per 24 hours and says how long to wait', async () => {
    const worker = await newWorker(t);
    expect((await call('/api/me/candidate/published_at', { method: 'PATCH', token: worker.token })).json().code).toBe(
      'CANDIDATE_PROFILE_MISSING',
    );
    await save(worker.token, profileBody(refs));
    const tooSoon = await call('/api/me/candidate/published_at', {
      method: 'PATCH',
      token: worker.token,
      locale: 'de',
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({ code: 'PUBLISH_TOO_SOON', message: expect.stringContaining('24') });
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    // A day later the access token has expired: sign in again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: worker.account.email, password: worker.account.password },
      remoteAddress: newIp(),
    });
    const raised = await call('/api/me/candidate/published_at', { method: 'PATCH', token: login.json().data.token });
    expect(raised.statusCode).toBe(200);
    const { published_at, next_publish_at } = raised.json().data;
    expect(new Date(published_at).getTime()).toBe(t.clock.now().getTime());
    expect(new Date(next_publish_at).getTime() - new Date(published_at).getTime()).toBe(24 * 60 * 60 * 1000);
    const company = await newCompanyMember(t);
    expect((await call('/api/me/candidate/published_at', { method: 'PATCH', token: company.token })).statusCode).toBe(
      403,
    );
  });
});

describe('desired positions (GET candidates/desired_positions)', () => {
  it('suggests positions of listed profiles only, most common first', async () => {
    for (const position of ['Rustacean engineer', 'Rustacean engineer', 'Rustacean lead']) {
      const worker = await newWorker(t);
      const id = (await save(worker.token, profileBody(refs, { desired_position: position }))).json().data.id;
      await setCandidateModeration(t.database.db, id, 'approved');
    }
    const hidden = await newWorker(t);
    await save(hidden.token, profileBody(refs, { desired_position: 'Rustacean ghost' }));
    const answer = await call('/api/candidates/desired_positions?search=rustacean');
    expect(answer.json().data.list).toEqual([
      { name: 'Rustacean engineer', count: 2 },
      { name: 'Rustacean lead', count: 1 },
    ]);
  });
});
