import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import { fileStorageOf } from '../../../platform/files/storage-from-config.ts';
import { storeImage } from '../../files/index.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { slugify } from '../profile/lib/slugify.ts';
import { COMPANY_COUNT, companyNameOf } from './demo-companies.ts';

const COLOURS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0f766e', '#4338ca', '#a16207'];

/** A square of colour with the company's initials, drawn as SVG and rasterized by sharp: nothing is downloaded. */
async function initialsLogo(name: string, n: number): Promise<Buffer> {
  // Loaded here, not at start: a server that never seeds never pays for sharp's import.
  const { default: sharp } = await import('sharp');
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">` +
    `<rect width="256" height="256" rx="48" fill="${COLOURS[n % COLOURS.length]}"/>` +
    `<text x="128" y="160" font-family="sans-serif" font-size="104" font-weight="700" fill="#ffffff" ` +
    `text-anchor="middle">${initials}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Logos for the demo directory, stored as their owners' uploads through the files module. Its own seed, so data
 * directories made before logos existed get them too; a later start finds the last company's logo and stops. The
 * demo employer's own company is left without one, for them to upload.
 */
export const demoCompanyLogosSeed: DemoSeed = {
  name: 'demo-company-logos',
  async run(db, { config }) {
    const last = await companyRepo.findBySlug(db, slugify(companyNameOf(COMPANY_COUNT - 1)));
    if (!last || last.logo_id) return [];
    const storage = fileStorageOf(config);
    for (let n = 0; n < COMPANY_COUNT; n += 1) {
      const name = companyNameOf(n);
      const company = await companyRepo.findBySlug(db, slugify(name));
      if (!company || company.logo_id || company.owner_user_id === null) continue;
      const bytes = await initialsLogo(name, n);
      const logo = await storeImage({ db, storage, userId: company.owner_user_id, bytes });
      await companyRepo.update(db, company.id, { logo_id: logo.id });
    }
    return [];
  },
};
