import { SALARIES } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { buildUrlset } from '../../../platform/http/sitemap-xml.ts';
import type { Sitemap } from '../../../platform/module.ts';
import { referenceIndexOf } from '../manage/lib/reference-index.ts';
import { salaryRepo } from './lib/salary.repo.ts';

/** `/salaries` and the report of every technology that has a figure, changed when the figures were last computed. */
async function buildSalarySitemap(origin: string, db: Db): Promise<string> {
  const [rows, index, computedAt] = await Promise.all([
    salaryRepo.technologies(db, SALARIES.overviewMax),
    referenceIndexOf(db, 'en'),
    salaryRepo.computedAt(db),
  ]);
  const reports = rows.flatMap((row) => {
    const slug = index.keywords.byId.get(row.technology_id)?.slug;
    return slug ? [{ path: `/salaries/${slug}`, lastmod: computedAt }] : [];
  });
  return buildUrlset(origin, [{ path: '/salaries', lastmod: computedAt }, ...reports]);
}

export const salarySitemaps: readonly Sitemap[] = [{ name: 'salaries', build: buildSalarySitemap }];
