import type { Db } from '../../../platform/db/database.ts';
import { buildUrlset } from '../../../platform/http/sitemap-xml.ts';
import { pageRepo } from './page.repo.ts';

/** The legal and static pages written in `content/pages`, each changed on its newest version's date. */
export async function buildPagesSitemap(origin: string, db: Db): Promise<string> {
  const pages = await pageRepo.versions(db);
  return buildUrlset(
    origin,
    pages.map(({ name, version }) => ({ path: `/${name}`, lastmod: new Date(`${version}T00:00:00Z`) })),
  );
}
