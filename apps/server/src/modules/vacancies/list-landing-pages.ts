import { DEFAULT_CONTINENT_SLUG, type Locale } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { cityLinks, countryLinks, seniorityLinks, specializationLinks, technologyLinks } from './landing-links.ts';
import { referenceIndexOf } from './reference-index.ts';
import { vacancyError } from './vacancy-error.ts';

export type ListLandingPagesOptions = { actor: Actor; input: { continent_slug?: string }; db: Db };

const PER_KIND = 30;
/** The lists count every open vacancy of a continent: kept for a minute, as the menus and sitemap ask often. */
const TTL_MS = 60_000;
type Pages = Awaited<ReturnType<typeof computePages>>;
const cache = new WeakMap<Db, Map<string, { at: number; pages: Promise<Pages> }>>();

async function computePages(db: Db, locale: Locale, continentId: number) {
  const scope = { continentId, limit: PER_KIND };
  const [technologies, seniority, countries, cities, specializations] = await Promise.all([
    technologyLinks(db, locale, scope),
    seniorityLinks(db, locale, scope),
    countryLinks(db, locale, scope),
    cityLinks(db, locale, scope),
    specializationLinks(db, locale, scope),
  ]);
  return { technologies, seniority, countries, cities, specializations };
}

/** The landing pages of a continent that have open vacancies (the vacancies mega menu), most vacancies first. */
export async function listLandingPages({ actor, input, db }: ListLandingPagesOptions): Promise<Pages> {
  requirePermission(actor, 'read:vacancy:any');
  const index = await referenceIndexOf(db, actor.locale);
  const continent = index.continents.bySlug.get(input.continent_slug ?? DEFAULT_CONTINENT_SLUG);
  if (!continent) throw vacancyError('CONTINENT_NOT_FOUND');
  let byKey = cache.get(db);
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  const key = `${actor.locale}:${continent.id}`;
  const cached = byKey.get(key);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.pages;
  const pages = computePages(db, actor.locale, continent.id);
  byKey.set(key, { at: Date.now(), pages });
  pages.catch(() => byKey.delete(key));
  return pages;
}
