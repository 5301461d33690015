import type { Db } from '../../../platform/db/database.ts';
import { buildUrlset } from '../../../platform/http/sitemap-xml.ts';
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
