import type { TCity } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { placeRepo } from './place.repo.ts';

export type GetCityOptions = { actor: Actor; input: { id: number } | { slug: string }; db: Db };

export async function getCity({ actor, input, db }: GetCityOptions): Promise<TCity> {
  requirePermission(actor, 'read:catalog:any');
  const city = await placeRepo.findCity(db, actor.locale, input);
  if (!city) throw new AppError('CITY_NOT_FOUND');
  return city;
}
