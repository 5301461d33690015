import type { TCity } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { placeRepo } from './place.repo.ts';

export type GetCityOptions = UseCaseArgs<{ id: number } | { slug: string }>;

export async function getCity({ actor, input, db }: GetCityOptions): Promise<TCity> {
  requirePermission(actor, 'read:catalog:any');
  const city = await placeRepo.findCity(db, actor.locale, input);
  if (!city) throw new AppError('CITY_NOT_FOUND');
  return city;
}
