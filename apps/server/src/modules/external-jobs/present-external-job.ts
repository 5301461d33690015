import type { TExternalCompanyRating, TExternalJob, TExternalJobCard } from '@hushwork/contract';
import type { ExternalJobRow } from './external-job.repo.ts';

type Currency = TExternalJobCard['currency'];

export function presentExternalCard(row: ExternalJobRow): TExternalJobCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    company: { name: row.company_name, slug: row.company_slug },
    location: row.location,
    is_remote: row.is_remote,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    currency: row.currency as Currency,
    source: row.source,
    published_at: row.published_at.toISOString(),
  };
}

/** The page of one job: the card, its description, its address on its site and its company's rating. */
export function presentExternalJob(row: ExternalJobRow, rating: TExternalCompanyRating): TExternalJob {
  return { ...presentExternalCard(row), description: row.description, url: row.url, rating };
}
