import { createHash } from 'node:crypto';
import { EXTERNAL_JOBS } from '@hushwork/contract';
import sanitizeHtml from 'sanitize-html';
import { slugify } from '../companies/index.ts';
import { plainTextOf, sanitizeDescription } from '../vacancies/index.ts';
import type { NewExternalJob } from './external-job.repo.ts';

/** A job as a feed gives it, every field but the address and title optional and untrusted. */
export type FeedItem = {
  url: string;
  title: string;
  /** HTML or plain text. */
  description?: string | null;
  company?: string | null;
  location?: string | null;
  is_remote?: boolean | null;
  salary_min?: number | null;
  salary_max?: number | null;
  currency?: string | null;
  published_at?: string | null;
};

export type ItemContext = { source: string; feed_id: number | null; now: Date };

/** Text without markup, its spaces collapsed, cut to `max`. */
function plain(value: string | null | undefined, max: number): string {
  const text = sanitizeHtml(value ?? '', { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Plain text with blank lines becomes paragraphs; HTML is kept for the sanitizer. */
function htmlOf(description: string): string {
  if (/<[a-z][^>]*>/i.test(description)) return description;
  const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return description
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** The vacancies' allow-list; a description too long is cut and closed again by the sanitizer. */
function descriptionOf(value: string | null | undefined): string {
  let description = sanitizeDescription(htmlOf(value ?? ''));
  for (let end = EXTERNAL_JOBS.descriptionMax - 200; description.length > EXTERNAL_JOBS.descriptionMax; end -= 1000)
    description = sanitizeDescription(description.slice(0, Math.max(0, end)).replace(/<[^>]*$/, ''));
  return description;
}

const amount = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= EXTERNAL_JOBS.salaryMax
    ? Math.round(value)
    : null;

/** A job's address: an absolute http(s) URL of a sensible length, or null. */
function addressOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= 2000 ? url.href : null;
  } catch {
    return null;
  }
}

/** Stable for one URL across fetches, readable, and unique enough for a job board (eight hex digits of its hash). */
export function externalJobSlug(title: string, url: string): string {
  const base = slugify(title).slice(0, 50).replace(/-+$/, '');
  return `${base === 'company' && !/company/i.test(title) ? 'job' : base}-${createHash('sha256').update(url).digest('hex').slice(0, 8)}`;
}

/**
 * The row a feed's item becomes: text fields stripped and bounded, the description sanitized with the vacancies'
 * allow-list, a salary only in a currency we know, a date in the future or unreadable taken as now. An item without a
 * usable address or title is skipped (null).
 */
export function externalJobOf(item: FeedItem, context: ItemContext): NewExternalJob | null {
  const url = addressOf(item.url);
  const title = plain(item.title, EXTERNAL_JOBS.titleMax);
  if (!url || !title) return null;
  const description = descriptionOf(item.description);
  const company = plain(item.company, EXTERNAL_JOBS.companyMax) || context.source;
  const location = plain(item.location, EXTERNAL_JOBS.locationMax) || null;
  const currency = (EXTERNAL_JOBS.currencies as readonly string[]).includes(item.currency?.toUpperCase() ?? '')
    ? (item.currency?.toUpperCase() ?? null)
    : null;
  const published = item.published_at ? new Date(item.published_at) : null;
  const isDated = published !== null && !Number.isNaN(published.getTime()) && published <= context.now;
  const salaryMin = currency ? amount(item.salary_min) : null;
  const salaryMax = currency ? amount(item.salary_max) : null;
  return {
    slug: externalJobSlug(title, url),
    url,
    feed_id: context.feed_id,
    title,
    description,
    excerpt: plainTextOf(description, EXTERNAL_JOBS.excerptMax),
    company_name: company,
    company_slug: slugify(company),
    location,
    is_remote: item.is_remote ?? /\bremote\b/i.test(`${title} ${location ?? ''}`),
    salary_min: salaryMin,
    salary_max: salaryMax !== null && salaryMin !== null && salaryMax < salaryMin ? null : salaryMax,
    currency: salaryMin !== null || salaryMax !== null ? currency : null,
    source: context.source,
    published_at: isDated ? published : context.now,
  };
}
