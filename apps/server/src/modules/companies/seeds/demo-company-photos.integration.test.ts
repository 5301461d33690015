import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCompany } from '../company.factory.ts';
import { companyImageRepo } from '../images/lib/company-image.repo.ts';
import { companyNameOf } from './demo-companies.ts';
import { demoCompanyPhotosSeed, demoGalleries } from './demo-company-photos.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hushwork-demo-photos-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const demoCompany = async (n: number) => {
  const owner = await register(t.app, { role_id: 2, name: 'Demo Owner' });
  return createCompany(t.database.db, { ownerUserId: owner.user.id, ownerName: 'Demo Owner', name: companyNameOf(n) });
};
const photosOf = async (companyId: number) =>
  (await companyImageRepo.photoIdsOf(t.database.db, [companyId])).get(companyId) ?? [];

describe('the demo galleries seed', () => {
  it('draws 2 to 4 photos for some demo companies, served as images, and adds nothing on a second run', async () => {
    const galleries = demoGalleries();
    expect(galleries.length).toBeGreaterThan(5);
    expect(galleries.every(({ count }) => count >= 2 && count <= 4)).toBe(true);
    const first = galleries[0]!;
    const last = galleries[galleries.length - 1]!;
    const [withFirst, withLast, without] = [
      await demoCompany(first.n),
      await demoCompany(last.n),
      await demoCompany(1),
    ];

    await demoCompanyPhotosSeed.run(t.database.db, { config: t.config });
    const firstPhotos = await photosOf(withFirst.id);
    expect(firstPhotos).toHaveLength(first.count);
    expect(await photosOf(withLast.id)).toHaveLength(last.count);
    expect(await photosOf(without.id)).toEqual([]);
    for (const id of firstPhotos) {
      const image = await t.app.inject({ url: `/api/images/${id}?variant=thumb` });
      expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);
    }
    const page = await t.app.inject({ url: `/api/companies/${withFirst.slug}` });
    expect(page.json().data.photos).toEqual(firstPhotos);

    await demoCompanyPhotosSeed.run(t.database.db, { config: t.config });
    expect(await photosOf(withFirst.id)).toEqual(firstPhotos);
  });
});
