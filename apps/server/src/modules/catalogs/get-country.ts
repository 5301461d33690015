import type { TCountry } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { placeRepo } from './place.repo.ts';

export type GetCountryOptions = { actor: Actor; input: { id: number } | { slug: string }; db: Db };

export async function getCountry({ actor, input, db }: GetCountryOptions): Promise<TCountry> {
  requirePermission(actor, 'read:catalog:any');
  const country = await placeRepo.findCountry(db, actor.locale, input);
  if (!country) throw new AppError('COUNTRY_NOT_FOUND');
  return country;
}
