import { CATALOG_LIMITS, DEFAULT_CONTINENT_ID, type TCity } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { placeRepo } from './place.repo.ts';

export type ListTopCitiesOptions = { actor: Actor; input: { continent_id?: number; limit?: number }; db: Db };

/** The biggest cities of a continent (Europe by default) head the job-openings landing menus. */
export async function listTopCities({ actor, input, db }: ListTopCitiesOptions): Promise<TCity[]> {
  requirePermission(actor, 'read:catalog:any');
  const continentId = input.continent_id ?? DEFAULT_CONTINENT_ID;
  if (!(await placeRepo.findContinent(db, continentId))) throw new AppError('CONTINENT_NOT_FOUND', { status: 404 });
  return placeRepo.listCities(db, {
    locale: actor.locale,
    continentId,
    limit: input.limit ?? CATALOG_LIMITS.citiesTop,
  });
}
