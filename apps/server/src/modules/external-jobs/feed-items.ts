import { EXTERNAL_JOBS } from '@hushwork/contract';
import { type CheerioAPI, load } from 'cheerio';
import type { FeedItem } from './external-job-fields.ts';

/** The feed could be fetched but not read as JSON, JSON Feed, RSS or Atom. */
export class UnreadableFeed extends Error {
  readonly code = 'FEED_UNREADABLE';
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const number = (value: unknown): number | null => {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[\s,]/g, '')) : NaN;
  return Number.isFinite(parsed) ? parsed : null;
};
const bool = (value: unknown): boolean | null =>
  typeof value === 'boolean'
    ? value
    : value === 1 || value === '1' || value === 'true'
      ? true
      : value === 0 || value === '0' || value === 'false'
        ? false
        : null;
const first = (...values: unknown[]) => values.map(text).find((value) => value !== null && value.trim() !== '') ?? null;

/**
 * One job of a JSON feed. Our own shape (`url`, `title`, `description`, `company`, `location`, `remote`,
 * `salary_min`, `salary_max`, `currency`, `published_at`) and JSON Feed 1.1 items (`content_html`,
 * `date_published`, `authors`) both read; a few common other names are taken too.
 */
function jsonItem(item: unknown): FeedItem | null {
  if (!isObject(item)) return null;
  const authors = Array.isArray(item.authors) ? item.authors : [];
  const author = isObject(item.author) ? item.author.name : isObject(authors[0]) ? authors[0].name : null;
  const company = isObject(item.company) ? item.company.name : item.company;
  const url = first(item.url, item.link, item.apply_url, item.external_url);
  const title = first(item.title, item.name);
  if (!url || !title) return null;
  return {
    url,
    title,
    description: first(item.description, item.content_html, item.content_text, item.summary),
    company: first(company, item.company_name, author),
    location: first(item.location, item.city),
    is_remote: bool(item.remote ?? item.is_remote),
    salary_min: number(item.salary_min),
    salary_max: number(item.salary_max),
    currency: first(item.currency, item.salary_currency),
    published_at: first(item.published_at, item.date_published, item.date, item.created_at),
  };
}

function jsonItems(body: string): FeedItem[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new UnreadableFeed('not JSON');
  }
  const items = Array.isArray(data)
    ? data
    : isObject(data) && Array.isArray(data.jobs)
      ? data.jobs
      : isObject(data) && Array.isArray(data.items)
        ? data.items
        : null;
  if (!items) throw new UnreadableFeed('no jobs or items list');
  return items.slice(0, EXTERNAL_JOBS.feedItemsMax).flatMap((item) => jsonItem(item) ?? []);
}

/** The text of a child element, by one of its names (`content:encoded`, `dc:creator` are escaped for the selector). */
function childText(entry: ReturnType<CheerioAPI>, ...names: string[]): string | null {
  for (const name of names) {
    const value = entry.children(name.replace(':', '\\:')).first().text().trim();
    if (value) return value;
  }
  return null;
}

/** RSS 2.0 items and Atom entries; a job board's own elements (`company`, `location`, `salary_*`) are read too. */
function xmlItems(body: string): FeedItem[] {
  const $ = load(body, { xml: true });
  const channelTitle = $('channel > title').first().text().trim() || $('feed > title').first().text().trim() || null;
  const entries = $('item, entry').toArray().slice(0, EXTERNAL_JOBS.feedItemsMax);
  if (entries.length === 0 && $('rss, feed, channel').length === 0) throw new UnreadableFeed('not RSS or Atom');
  return entries.flatMap((element) => {
    const entry = $(element);
    const link =
      childText(entry, 'link') ||
      entry.children('link[rel="alternate"]').attr('href') ||
      entry.children('link').first().attr('href') ||
      null;
    const title = childText(entry, 'title');
    if (!link || !title) return [];
    const item: FeedItem = {
      url: link,
      title,
      description: childText(entry, 'content:encoded', 'description', 'content', 'summary'),
      company:
        childText(entry, 'company', 'job:company', 'dc:creator') ||
        entry.find('author > name').first().text().trim() ||
        channelTitle,
      location: childText(entry, 'location', 'job:location', 'region'),
      is_remote: bool(childText(entry, 'remote', 'job:remote')),
      salary_min: number(childText(entry, 'salary_min')),
      salary_max: number(childText(entry, 'salary_max')),
      currency: childText(entry, 'currency', 'salary_currency'),
      published_at: childText(entry, 'pubDate', 'published', 'updated', 'dc:date'),
    };
    return [item];
  });
}

/** The jobs of a fetched feed, by its media type: JSON (ours or JSON Feed), else RSS or Atom. */
export function readFeed(body: string, contentType: string): FeedItem[] {
  return contentType.includes('json') ? jsonItems(body) : xmlItems(body);
}
