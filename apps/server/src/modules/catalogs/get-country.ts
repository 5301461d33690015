import type { TCountry } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { placeRepo } from './place.repo.ts';

export type GetCountryOptions = UseCaseArgs<{ id: number } | { slug: string }>;

export async function getCountry({ actor, input, db }: GetCountryOptions): Promise<TCountry> {
  requirePermission(actor, 'read:catalog:any');
  const country = await placeRepo.findCountry(db, actor.locale, input);
  if (!country) throw new AppError('COUNTRY_NOT_FOUND');
  return country;
}
