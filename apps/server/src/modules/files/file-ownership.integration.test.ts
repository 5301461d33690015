import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newIp, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { PDF, pngOf, uploadForm } from '../../test/uploads.ts';
import { createCandidate } from '../candidates/index.ts';
import { setCompanyModeration } from '../companies/index.ts';
import { createVacancy } from '../vacancies/index.ts';

/**
 * Every call that takes a file id, offered someone else's file, and every path that discards a file, run where the
 * file it drops is someone else's: a file id is public (it is in every logo's address), so it must never stand for
 * the right to keep or delete the file (issue 23).
 */
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hushwork-file-ownership-'));
  t = await createTestApp({ DATA_DIR: dataDir });
}, 60_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

type Account = Awaited<ReturnType<typeof register>>;
const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
// The file uploads and offers here outrun what one address may send.
const { call } = testClient(() => t.app, { addressPerRequest: true });
const send = async (url: string, token: string, bytes: Buffer | Promise<Buffer>, name: string) => {
  const form = uploadForm(await bytes, name);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
    remoteAddress: newIp(),
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json().data;
};
let pictures = 0;
const picture = () => pngOf(40 + ++pictures, 30);
const pdf = () => Buffer.concat([PDF, Buffer.from(`% ${++pictures}\n`)]);

async function companyOwner(name: string) {
  const owner = await register(t.app, { role_id: 2, name: `${name} Owner` });
  const created = await call('/api/companies', { method: 'POST', token: owner.token, payload: { name } });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as number;
  await setCompanyModeration(t.database.db, id, 'approved');
  return { ...owner, companyId: id, slug: created.json().data.slug as string };
}
async function candidateWorker(name: string) {
  const worker = await register(t.app, { role_id: 1, name });
  const row = await createCandidate(t.database.db, { userId: worker.user.id, name, desired_position: 'Engineer' });
  return { ...worker, candidateId: row.id };
}

/** Whether a file of `owner`'s is still there for them: public images by address, the rest as the owner. */
type Held = { id: string; label: string; url: string; token: string };
async function downloads(file: Held) {
  const res = await call(file.url, { token: file.token });
  return res.statusCode === 200 && Number(res.headers['content-length'] ?? res.rawPayload.length) > 0;
}
const photoIdOf = async (candidateId: number) => {
  const query = sql`SELECT photo_id FROM candidate_identities WHERE candidate_id = ${candidateId}`;
  return ((await t.database.db.execute(query)) as unknown as { rows: { photo_id: string }[] }).rows[0]!.photo_id;
};
const storedBytes = (id: string) => existsSync(join(dataDir, 'files', 'images', `${id}.webp`));

describe('file ids offered by someone who does not own them', () => {
  let foreign: Held[];
  let mallory: Account & { companyId: number; slug: string };
  let founder: Account;
  let applicant: Account;
  let vacancyId: number;

  beforeAll(async () => {
    // B: a company with every kind of picture, its owner's loose upload, and a worker with a CV and a photo.
    const victim = await companyOwner('Victim Pictures');
    const logo = (await send('/api/me/company/image/logo', victim.token, await picture(), 'l.png')).logo_id;
    const banner = (await send('/api/me/company/image/banner', victim.token, await picture(), 'b.png')).banner_id;
    const ceo = (await send('/api/me/company/image/ceo-photo', victim.token, await picture(), 'c.png')).ceo_photo_id;
    const gallery = (await send('/api/me/company/image/photo', victim.token, await picture(), 'g.png')).photos[0];
    const loose = (await send('/api/upload/image', victim.token, await picture(), 'u.png')).id;
    const seeker = await candidateWorker('Vera Victim');
    await send('/api/me/candidate/photo', seeker.token, await picture(), 'p.png');
    const photo = await photoIdOf(seeker.candidateId);
    const profileCv = (await send('/api/me/candidate/cv', seeker.token, pdf(), 'cv.pdf')).cv.id;
    const looseCv = (await send('/api/files/upload', seeker.token, pdf(), 'cv.pdf')).id;
    const image = (id: string, label: string) => ({ id, label, url: `/api/images/${id}`, token: victim.token });
    foreign = [
      image(logo, 'company logo'),
      image(banner, 'company banner'),
      image(ceo, 'CEO photo'),
      image(gallery, 'gallery photo'),
      image(loose, 'loose image upload'),
      { id: photo, label: 'candidate photo', url: `/api/candidates/${seeker.candidateId}/photo`, token: seeker.token },
      { id: profileCv, label: 'profile CV', url: `/api/files/${profileCv}`, token: seeker.token },
      { id: looseCv, label: 'loose CV upload', url: `/api/files/${looseCv}`, token: seeker.token },
    ];
    for (const file of foreign) expect(await downloads(file), file.label).toBe(true);

    // A: a company owner, an employer still to found one, and a worker without a profile.
    mallory = await companyOwner('Mallory Pictures');
    founder = await register(t.app, { role_id: 2, name: 'Fiona Founder' });
    applicant = await register(t.app, { role_id: 1, name: 'Adam Applicant' });
    vacancyId = (await createVacancy(t.database.db, { companyId: mallory.companyId, authorUserId: mallory.user.id }))
      .id;
  }, 60_000);

  /** Every create and update call whose input holds a file id, with that id in it, as the attacker makes it. */
  const CALLS = [
    {
      name: 'POST companies logo_id',
      field: 'logo_id',
      offer: (id: string) =>
        call('/api/companies', { method: 'POST', token: founder.token, payload: { name: 'Founded Co', logo_id: id } }),
    },
    {
      name: 'POST companies photo_ids',
      field: 'photo_ids',
      offer: (id: string) =>
        call('/api/companies', {
          method: 'POST',
          token: founder.token,
          payload: { name: 'Founded Co', photo_ids: [id] },
        }),
    },
    {
      name: 'PUT companies/{id} logo_id',
      field: 'logo_id',
      offer: (id: string) =>
        call(`/api/companies/${mallory.companyId}`, {
          method: 'PUT',
          token: mallory.token,
          payload: { name: 'Mallory Pictures', logo_id: id },
        }),
    },
    {
      name: 'POST job-applications cv_file_id',
      field: 'cv_file_id',
      offer: (id: string) =>
        call('/api/job-applications', {
          method: 'POST',
          token: applicant.token,
          payload: {
            vacancy_id: vacancyId,
            cover_letter: 'Hello',
            open_profile: true,
            cv_file_id: id,
          },
        }),
    },
  ];

  for (const { name, field, offer } of CALLS) {
    it(`${name}: someone else's file is answered as an unknown one, and stays theirs`, async () => {
      const unknown = await offer(UNKNOWN_ID);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors?.[field], `${name} names the field`).toBeDefined();
      for (const file of foreign) {
        const res = await offer(file.id);
        expect({ file: file.label, status: res.statusCode, body: res.json() }).toEqual({
          file: file.label,
          status: unknown.statusCode,
          body: unknown.json(),
        });
        expect(await downloads(file), file.label).toBe(true);
      }
    });
  }

  it('still takes the caller’s own uploads in every such field', async () => {
    const own = (await send('/api/upload/image', mallory.token, await picture(), 'o.png')).id;
    const put = await call(`/api/companies/${mallory.companyId}`, {
      method: 'PUT',
      token: mallory.token,
      payload: {
        name: 'Mallory Pictures',
        logo_id: own,
      },
    });
    expect([put.statusCode, put.json().data.logo_id]).toEqual([200, own]);
    // Saving the form again with the logo the company already has is no new claim.
    const again = await call(`/api/companies/${mallory.companyId}`, {
      method: 'PUT',
      token: mallory.token,
      payload: {
        name: 'Mallory Pictures Ltd',
        logo_id: own,
      },
    });
    expect(again.statusCode).toBe(200);

    const logo = (await send('/api/upload/image', founder.token, await picture(), 'f.png')).id;
    const photo = (await send('/api/upload/image', founder.token, await picture(), 'g.png')).id;
    const created = await call('/api/companies', {
      method: 'POST',
      token: founder.token,
      payload: {
        name: 'Founded Co',
        logo_id: logo,
        photo_ids: [photo],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ logo_id: logo, photos: [photo] });

    const cv = (await send('/api/files/upload', applicant.token, pdf(), 'cv.pdf')).id;
    const applied = await call('/api/job-applications', {
      method: 'POST',
      token: applicant.token,
      payload: {
        vacancy_id: vacancyId,
        cover_letter: 'Hello',
        open_profile: true,
        cv_file_id: cv,
      },
    });
    expect(applied.statusCode).toBe(201);
  });
});

describe('discarding a file', () => {
  /**
   * A company or profile left holding someone else's file id (as every company could before issue 23, by saving it as
   * its logo): replacing or removing it must drop the reference only, never the other's file.
   */
  const forge = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

  it('never deletes another company’s picture a company holds, whatever path drops it', async () => {
    const victim = await companyOwner('Kept Pictures');
    const mallory = await companyOwner('Dropping Pictures');
    const upload = (kind: string) => send(`/api/me/company/image/${kind}`, victim.token, picture(), 'v.png');
    const logo: string = (await upload('logo')).logo_id;
    const banner: string = (await upload('banner')).banner_id;
    const ceo: string = (await upload('ceo-photo')).ceo_photo_id;
    const photo: string = (await upload('photo')).photos[0];
    await forge(
      sql`UPDATE companies SET logo_id = ${logo}, banner_id = ${banner}, ceo_photo_id = ${ceo} WHERE id = ${mallory.companyId}`,
    );
    await forge(
      sql`INSERT INTO company_photos (company_id, file_id, position) VALUES (${mallory.companyId}, ${photo}, 0)`,
    );

    expect((await call('/api/me/company/image/logo', { method: 'DELETE', token: mallory.token })).statusCode).toBe(200);
    await send('/api/me/company/image/banner', mallory.token, await picture(), 'm.png');
    await send('/api/me/company/image/ceo-photo', mallory.token, await picture(), 'm.png');
    expect(
      (await call(`/api/me/company/image/photo/${photo}`, { method: 'DELETE', token: mallory.token })).statusCode,
    ).toBe(200);

    for (const id of [logo, banner, ceo, photo]) {
      expect((await t.app.inject({ url: `/api/images/${id}` })).statusCode, id).toBe(200);
      expect(storedBytes(id)).toBe(true);
    }
    const shown = (await call(`/api/companies/${victim.slug}`, { token: victim.token })).json().data;
    expect(shown).toMatchObject({ logo_id: logo, banner_id: banner, ceo_photo_id: ceo, photos: [photo] });
  });

  it('never deletes another’s photo or CV a profile holds when it is replaced or removed', async () => {
    const victim = await candidateWorker('Kora Kept');
    await send('/api/me/candidate/photo', victim.token, await picture(), 'p.png');
    const photo = await photoIdOf(victim.candidateId);
    const cv = (await send('/api/me/candidate/cv', victim.token, pdf(), 'cv.pdf')).cv.id;
    const mallory = await candidateWorker('Mona Dropper');
    await forge(
      sql`UPDATE candidate_identities SET photo_id = ${photo}, cv_file_id = ${cv} WHERE candidate_id = ${mallory.candidateId}`,
    );
    expect((await call('/api/me/candidate/photo', { method: 'DELETE', token: mallory.token })).statusCode).toBe(200);
    await send('/api/me/candidate/cv', mallory.token, pdf(), 'mine.pdf');

    expect((await call(`/api/candidates/${victim.candidateId}/photo`, { token: victim.token })).statusCode).toBe(200);
    expect((await call(`/api/files/${cv}`, { token: victim.token })).statusCode).toBe(200);
  });

  it('keeps a profile CV the candidate sent with an application when the profile’s CV is replaced', async () => {
    const company = await companyOwner('Reading CVs');
    const vacancy = await createVacancy(t.database.db, { companyId: company.companyId, authorUserId: company.user.id });
    const seeker = await candidateWorker('Sena Sender');
    const sent = (await send('/api/me/candidate/cv', seeker.token, pdf(), 'cv.pdf')).cv.id;
    const applied = await call('/api/job-applications', {
      method: 'POST',
      token: seeker.token,
      payload: {
        vacancy_id: vacancy.id,
        cover_letter: 'Hello',
        open_profile: true,
        cv_file_id: sent,
      },
    });
    expect(applied.statusCode).toBe(201);
    await send('/api/me/candidate/cv', seeker.token, pdf(), 'newer.pdf');
    expect((await call(`/api/files/${sent}`, { token: company.token })).statusCode).toBe(200);
  });
});
