import type { Db } from '../../../platform/db/database.ts';
import { buildUrlset } from '../../../platform/http/sitemap-xml.ts';
import { pageRepo } from '../pages/page.repo.ts';
import { postRepo } from './lib/post.repo.ts';

/** The blog and every article, in every language, each with the day it last changed: a few dozen pages, one file. */
export async function buildBlogSitemap(origin: string, db: Db): Promise<string> {
  const articles = await postRepo.allChanged(db);
  const newest = articles.reduce<Date | null>((max, { changed }) => (max && max > changed ? max : changed), null);
  return buildUrlset(origin, [
    { path: '/blog', lastmod: newest },
    ...articles.map(({ slug, changed }) => ({ path: `/blog/${slug}`, lastmod: changed })),
  ]);
}

/** The legal and static pages written in `content/pages`, each changed on its newest version's date. */
export async function buildPagesSitemap(origin: string, db: Db): Promise<string> {
  const pages = await pageRepo.versions(db);
  return buildUrlset(
    origin,
    pages.map(({ name, version }) => ({ path: `/${name}`, lastmod: new Date(`${version}T00:00:00Z`) })),
  );
}
