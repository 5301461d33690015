import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import { fileStorageOf } from '../../../platform/files/storage-from-config.ts';
import { storeImage } from '../../files/index.ts';
import { companyImageRepo } from '../images/lib/company-image.repo.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { slugify } from '../profile/lib/slugify.ts';
import { COMPANY_COUNT, companyNameOf } from './demo-companies.ts';

/**
 * One demo company in this many has a gallery, so the directory shows companies with and without photos; each photo
 * costs a first start about a tenth of a second, so the galleries stay few.
 */
const EVERY = 8;
const WALLS = ['#e0f2fe', '#fef3c7', '#ede9fe', '#dcfce7', '#ffe4e6', '#f1f5f9'];
const ACCENTS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0f766e'];

/** The demo companies with a gallery and how many photos each has (2 to 4). */
export const demoGalleries = () =>
  Array.from({ length: COMPANY_COUNT }, (_, n) => n)
    .filter((n) => n % EVERY === 0)
    .map((n) => ({ n, name: companyNameOf(n), count: 2 + ((n / EVERY) % 3) }));

/**
 * An office as a drawing: a wall, windows, desks with screens and a plant, varied by company and photo, drawn as
 * SVG and rasterized by sharp, so nothing is downloaded.
 */
async function officePhoto(n: number, photo: number): Promise<Buffer> {
  // Loaded here, not at start: a server that never seeds never pays for sharp's import.
  const { default: sharp } = await import('sharp');
  const wall = WALLS[(n + photo) % WALLS.length];
  const accent = ACCENTS[(n * 3 + photo) % ACCENTS.length];
  const windows = Array.from(
    { length: 2 + (photo % 3) },
    (_, i) =>
      `<rect x="${40 + i * 190}" y="40" width="150" height="120" rx="6" fill="#bae6fd" stroke="#fff" stroke-width="8"/>`,
  ).join('');
  const desks = Array.from({ length: 3 }, (_, i) => {
    const x = 40 + i * 200 + ((photo * 23) % 40);
    return (
      `<rect x="${x}" y="300" width="160" height="14" fill="#78716c"/>` +
      `<rect x="${x + 50}" y="240" width="70" height="50" rx="4" fill="#1f2937"/>` +
      `<rect x="${x + 55}" y="245" width="60" height="40" fill="${accent}" opacity="0.8"/>` +
      `<rect x="${x + 10}" y="314" width="8" height="60" fill="#57534e"/><rect x="${x + 142}" y="314" width="8" height="60" fill="#57534e"/>`
    );
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420">` +
    `<rect width="640" height="420" fill="${wall}"/><rect y="374" width="640" height="46" fill="#d6d3d1"/>` +
    `${windows}<rect x="0" y="200" width="640" height="10" fill="${accent}" opacity="0.5"/>${desks}` +
    `<circle cx="${590 - photo * 20}" cy="330" r="26" fill="#15803d"/><rect x="${578 - photo * 20}" y="350" width="24" height="24" fill="#92400e"/>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Gallery photos for some demo companies, stored as their owners' uploads through the files module. Its own seed,
 * so data directories made before galleries existed get them too; a later start finds the last gallery filled and
 * stops. The demo employer's own company is left without photos, for them to upload.
 */
export const demoCompanyPhotosSeed: DemoSeed = {
  name: 'demo-company-photos',
  async run(db, { config }) {
    const galleries = demoGalleries();
    const last = await companyRepo.findBySlug(db, slugify(galleries[galleries.length - 1]?.name ?? ''));
    if (!last || (await companyImageRepo.countPhotos(db, last.id)) > 0) return [];
    const storage = fileStorageOf(config);
    for (const { n, name, count } of galleries) {
      const company = await companyRepo.findBySlug(db, slugify(name));
      if (!company || company.owner_user_id === null) continue;
      if ((await companyImageRepo.countPhotos(db, company.id)) > 0) continue;
      for (let photo = 0; photo < count; photo += 1) {
        const bytes = await officePhoto(n, photo);
        const image = await storeImage({ db, storage, userId: company.owner_user_id, bytes });
        await companyImageRepo.addPhoto(db, company.id, image.id);
      }
    }
    return [];
  },
};
