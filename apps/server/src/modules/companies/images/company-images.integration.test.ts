import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPANIES } from '@hushwork/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { joinTeam } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pngOf, uploadForm } from '../../../test/uploads.ts';
import { createCompany } from '../company.factory.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { COMPANY_COUNT, companyNameOf } from '../seeds/demo-companies.ts';
import { demoCompanyLogosSeed } from '../seeds/demo-company-logos.ts';
import { companyImageRepo } from './lib/company-image.repo.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hushwork-company-images-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const stored = (id: string) => existsSync(join(dataDir, 'files', 'images', `${id}.webp`));
const send = async (url: string, token: string | undefined, bytes: Buffer, name = 'picture.png', locale = 'en') => {
  const form = uploadForm(bytes, name);
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, 'accept-language': locale, ...(token ? bearer(token) : {}) },
  });
};
const remove = (url: string, token: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
async function ownerWithCompany(name: string) {
  const owner = await register(t.app, { role_id: 2, name: 'Iga Owner' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/companies',
    payload: { name },
    headers: bearer(owner.token),
  });
  expect(created.statusCode).toBe(201);
  return { owner, company: created.json().data };
}
/** Pending companies show to their own team only, so the owner reads it. */
const companyOf = async (slug: string, token: string) =>
  (await t.app.inject({ url: `/api/companies/${slug}`, headers: bearer(token) })).json().data;

describe('company images', () => {
  it('lets the owner set a logo, banner and CEO photo and add photos, all shown on the company', async () => {
    const { owner, company } = await ownerWithCompany('Pictured Co');
    const ids: Record<string, string> = {};
    for (const [kind, field] of [
      ['logo', 'logo_id'],
      ['banner', 'banner_id'],
      ['ceo-photo', 'ceo_photo_id'],
    ] as const) {
      const res = await send(`/api/me/company/image/${kind}`, owner.token, await pngOf(60, 40));
      expect(res.statusCode).toBe(201);
      ids[field] = res.json().data[field];
      expect(stored(ids[field]!)).toBe(true);
    }
    const first = (await send('/api/me/company/image/photo', owner.token, await pngOf(80, 60))).json().data;
    const second = (await send('/api/me/company/image/photo', owner.token, await pngOf(90, 60))).json().data;
    expect(second.photos).toEqual([first.photos[0], expect.any(String)]);

    const shown = await companyOf(company.slug, owner.token);
    expect(shown).toMatchObject({ ...ids, photos: second.photos });
    const image = await t.app.inject({ url: `/api/images/${shown.photos[1]}?variant=thumb` });
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('replaces a banner and deletes the old file; removing photos and pictures deletes their files', async () => {
    const { owner, company } = await ownerWithCompany('Replacing Co');
    const old = (await send('/api/me/company/image/banner', owner.token, await pngOf(50, 50))).json().data.banner_id;
    const next = (await send('/api/me/company/image/banner', owner.token, await pngOf(70, 50))).json().data.banner_id;
    expect(next).not.toBe(old);
    expect([stored(old), stored(next)]).toEqual([false, true]);
    expect((await t.app.inject({ url: `/api/images/${old}` })).statusCode).toBe(404);

    const removed = await remove('/api/me/company/image/banner', owner.token);
    expect(removed.json().data.banner_id).toBeNull();
    expect(stored(next)).toBe(false);

    const photo = (await send('/api/me/company/image/photo', owner.token, await pngOf(40, 40))).json().data.photos[0];
    const afterDelete = await remove(`/api/me/company/image/photo/${photo}`, owner.token);
    expect(afterDelete.json().data.photos).toEqual([]);
    expect(stored(photo)).toBe(false);
    expect((await companyOf(company.slug, owner.token)).photos).toEqual([]);
  });

  it('lets a team admin replace the owner’s logo, deleting the owner’s file', async () => {
    const { owner } = await ownerWithCompany('Shared Logo Co');
    const admin = await register(t.app, { role_id: 2, name: 'Ola Admin' });
    await joinTeam(t, owner.token, admin);
    const team = (await t.app.inject({ url: '/api/employers', headers: bearer(owner.token) })).json().data.list;
    const adminId = team.find((employer: { name: string }) => employer.name === 'Ola Admin').id;
    await t.app.inject({
      method: 'POST',
      url: `/api/employers/${adminId}/mark-as-admin`,
      headers: bearer(owner.token),
    });
    const byOwner = (await send('/api/me/company/image/logo', owner.token, await pngOf(30, 30))).json().data.logo_id;
    const byAdmin = await send('/api/me/company/image/logo', admin.token, await pngOf(32, 32));
    expect(byAdmin.statusCode).toBe(201);
    expect(stored(byOwner)).toBe(false);
  });

  it('refuses a team member who is not an admin (403 OWNER_ONLY) and a guest (401)', async () => {
    const { owner } = await ownerWithCompany('Guarded Co');
    const member = await register(t.app, { role_id: 2, name: 'Jan Member' });
    await joinTeam(t, owner.token, member);
    const byMember = await send('/api/me/company/image/photo', member.token, await pngOf(20, 20));
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe('OWNER_ONLY');
    expect((await remove('/api/me/company/image/banner', member.token)).json().code).toBe('OWNER_ONLY');
    expect((await send('/api/me/company/image/logo', undefined, await pngOf(20, 20))).statusCode).toBe(401);
  });

  it('refuses a text file named .png with the files module’s message in the caller’s language', async () => {
    const { owner } = await ownerWithCompany('Careful Co');
    const fake = await send('/api/me/company/image/logo', owner.token, Buffer.from('not a picture'), 'x.png', 'pl');
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toMatchObject({ code: 'IMAGE_TYPE_NOT_ALLOWED', message: expect.stringMatching(/obraz|JPEG/) });
  });

  it('answers 404 to deleting another company’s photo, and stops at the gallery’s limit', async () => {
    const { owner: theirs } = await ownerWithCompany('Their Photos');
    const { owner: mine, company } = await ownerWithCompany('My Photos');
    const photo = (await send('/api/me/company/image/photo', theirs.token, await pngOf(20, 20))).json().data.photos[0];
    const res = await remove(`/api/me/company/image/photo/${photo}`, mine.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('COMPANY_IMAGE_NOT_FOUND');
    expect(stored(photo)).toBe(true);

    for (let i = 0; i < COMPANIES.photosMax; i++)
      await companyImageRepo.addPhoto(t.database.db, company.id, `filler-${i}`);
    const over = await send('/api/me/company/image/photo', mine.token, await pngOf(20, 20));
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('TOO_MANY_PHOTOS');
  });

  it('takes only an image’s id as logo_id when the company is saved', async () => {
    const { owner, company } = await ownerWithCompany('Checked Logo Co');
    const document = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      ...(() => {
        const form = uploadForm(Buffer.from('plain words'), 'a.txt');
        return { payload: form.payload, headers: { ...form.headers, ...bearer(owner.token) } };
      })(),
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      payload: { name: 'Checked Logo Co', logo_id: document.json().data.id },
      headers: bearer(owner.token),
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json()).toMatchObject({ code: 'UNKNOWN_REFERENCE', errors: { logo_id: [expect.any(String)] } });
  });

  it('gives demo companies a generated logo once, through the files module', async () => {
    const owner = await register(t.app, { role_id: 2, name: 'Demo Owner' });
    const name = companyNameOf(COMPANY_COUNT - 1);
    const company = await createCompany(t.database.db, { ownerUserId: owner.user.id, ownerName: 'Demo Owner', name });
    await demoCompanyLogosSeed.run(t.database.db, { config: t.config });
    const logoId = (await companyRepo.findById(t.database.db, company.id))?.logo_id;
    expect(logoId).toEqual(expect.any(String));
    const logo = await t.app.inject({ url: `/api/images/${logoId}` });
    expect([logo.statusCode, logo.headers['content-type']]).toEqual([200, 'image/webp']);
    await demoCompanyLogosSeed.run(t.database.db, { config: t.config });
    expect((await companyRepo.findById(t.database.db, company.id))?.logo_id).toBe(logoId);
  });
});
