import type { TCity, TCountry } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { placeRepo } from './place.repo.ts';

type Options = { actor: Actor; db: Db; where: { id: number } | { slug: string } };

export async function getCountry({ actor, db, where }: Options): Promise<TCountry> {
  requirePermission(actor, 'read:catalog:any');
  const country = await placeRepo.findCountry(db, actor.locale, where);
  if (!country) throw new AppError('COUNTRY_NOT_FOUND', { status: 404 });
  return country;
}

export async function getCity({ actor, db, where }: Options): Promise<TCity> {
  requirePermission(actor, 'read:catalog:any');
  const city = await placeRepo.findCity(db, actor.locale, where);
  if (!city) throw new AppError('CITY_NOT_FOUND', { status: 404 });
  return city;
}
