import type { Db } from '../../../platform/db/database.ts';
import { buildUrlset } from '../../../platform/http/sitemap-xml.ts';
import { postRepo } from './lib/post.repo.ts';

/** The blog and every article, in every language: a few dozen pages, one file. */
export async function buildBlogSitemap(origin: string, db: Db): Promise<string> {
  const slugs = await postRepo.allSlugs(db);
  return buildUrlset(origin, ['/blog', ...slugs.map((slug) => `/blog/${slug}`)]);
}
