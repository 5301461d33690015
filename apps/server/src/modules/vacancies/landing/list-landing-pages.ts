import { DEFAULT_CONTINENT_SLUG } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { referenceIndexOf } from '../manage/lib/reference-index.ts';
import { cityLinks, countryLinks, seniorityLinks, specializationLinks, technologyLinks } from './lib/landing-links.ts';

export type ListLandingPagesOptions = UseCaseArgs<{ continent_slug?: string }>;

const PER_KIND = 30;

/** The landing pages of a continent that have open vacancies (the vacancies mega menu), most vacancies first. */
export async function listLandingPages({ actor, input, db }: ListLandingPagesOptions) {
  requirePermission(actor, 'read:vacancy:any');
  const index = await referenceIndexOf(db, actor.locale);
  const continent = index.continents.bySlug.get(input.continent_slug ?? DEFAULT_CONTINENT_SLUG);
  if (!continent) throw new AppError('CONTINENT_NOT_FOUND');
  const scope = { continentId: continent.id, limit: PER_KIND };
  const [technologies, seniority, countries, cities, specializations] = await Promise.all([
    technologyLinks(db, actor.locale, scope),
    seniorityLinks(db, actor.locale, scope),
    countryLinks(db, actor.locale, scope),
    cityLinks(db, actor.locale, scope),
    specializationLinks(db, actor.locale, scope),
  ]);
  return { technologies, seniority, countries, cities, specializations };
}
