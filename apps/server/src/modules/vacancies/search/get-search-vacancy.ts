import type { TVacancyCard } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { presentCards } from '../manage/lib/present-vacancy.ts';
import { vacancyRepo } from '../manage/lib/vacancy.repo.ts';

export type GetSearchVacancyOptions = { actor: Actor; input: { slug: string }; db: Db };

/** The card of an open vacancy the search box picked; anything not open answers as unknown. */
export async function getSearchVacancy({ actor, input, db }: GetSearchVacancyOptions): Promise<TVacancyCard> {
  requirePermission(actor, 'read:vacancy:any');
  const row = await vacancyRepo.findBySlug(db, input.slug);
  if (row?.moderation_status !== 'approved' || row.state !== 'active') throw new AppError('VACANCY_NOT_FOUND');
  const [card] = await presentCards(db, actor.locale, [row]);
  return card as TVacancyCard;
}
