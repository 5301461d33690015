import { LOCALES } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { buildUrlset } from '../../../platform/http/sitemap-xml.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';

/** One sitemap file holds at most 50,000 URLs; each company is listed once per locale. */
const MAX_COMPANIES = Math.floor(50_000 / LOCALES.length);

/** The directory and every listed company's page: what search engines may index of this domain. */
export async function buildCompanySitemap(origin: string, db: Db): Promise<string> {
  const slugs = await companyRepo.listedSlugs(db, MAX_COMPANIES - 1);
  return buildUrlset(origin, ['/companies', ...slugs.map((slug) => `/company/${slug}`)]);
}
