import type { TVacancyCard } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentCards } from '../manage/lib/present-vacancy.ts';
import { vacancyRepo } from '../manage/lib/vacancy.repo.ts';

export type GetSearchVacancyOptions = UseCaseArgs<{ slug: string }>;

/** The card of an open vacancy the search box picked; anything not open answers as unknown. */
export async function getSearchVacancy({ actor, input, db }: GetSearchVacancyOptions): Promise<TVacancyCard> {
  requirePermission(actor, 'read:vacancy:any');
  const row = await vacancyRepo.findBySlug(db, input.slug);
  if (row?.moderation_status !== 'approved' || row.state !== 'active') throw new AppError('VACANCY_NOT_FOUND');
  const [card] = await presentCards(db, actor.locale, [row]);
  return card as TVacancyCard;
}
