import { CATALOG_LIMITS, DEFAULT_CONTINENT_ID, type TCity } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { rankedFirst } from './live-popularity.ts';
import { placeRepo } from './place.repo.ts';
import { placeIndexOf } from './place-index.ts';
import { topLists } from './top-lists-cache.ts';

export type ListTopCitiesOptions = UseCaseArgs<{ continent_id?: number; limit?: number }, 'registry'>;

/**
 * The cities of a continent (Europe by default) with the most open vacancies head the job-openings landing menus;
 * the biggest cities fill the list where vacancies run out. Kept five minutes per language (`top-lists-cache.ts`).
 */
export async function listTopCities({ actor, input, db, registry }: ListTopCitiesOptions): Promise<TCity[]> {
  requirePermission(actor, 'read:catalog:any');
  const continentId = input.continent_id ?? DEFAULT_CONTINENT_ID;
  const limit = input.limit ?? CATALOG_LIMITS.citiesTop;
  return topLists.get(db, `cities:${actor.locale}:${continentId}:${limit}`, async () => {
    if (!(await placeRepo.findContinent(db, continentId))) throw new AppError('CONTINENT_NOT_FOUND');
    const [ranked, biggest] = await Promise.all([
      registry.ports.livePopularity?.cities(db, { continentId, limit }) ?? [],
      placeRepo.listCities(db, { locale: actor.locale, continentId, limit }),
    ]);
    const cities = await placeIndexOf(db).citiesByIds(
      ranked.map((row) => row.id),
      actor.locale,
    );
    return rankedFirst(ranked, new Map(cities.map((city) => [city.id, city])), biggest, limit);
  });
}
