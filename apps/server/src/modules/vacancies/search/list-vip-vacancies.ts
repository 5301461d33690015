import { type TVacancyCard, VACANCIES } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { presentCards } from '../manage/lib/present-vacancy.ts';
import { vacancyRepo } from '../manage/lib/vacancy.repo.ts';
import { liveVipIds } from './lib/vacancy-search.ts';

export type ListVipVacanciesOptions = { actor: Actor; db: Db };

export async function listVipVacancies({ actor, db }: ListVipVacanciesOptions): Promise<{ list: TVacancyCard[] }> {
  requirePermission(actor, 'read:vacancy:any');
  const rows = await vacancyRepo.findByIds(db, await liveVipIds(db, VACANCIES.vipListMax));
  return { list: await presentCards(db, actor.locale, rows) };
}
