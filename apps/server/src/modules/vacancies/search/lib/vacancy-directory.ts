import type { Locale, TVacancyCard, TVacancyModeration, TVacancyState } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { presentCards } from '../../manage/lib/present-vacancy.ts';
import { vacancyRepo } from '../../manage/lib/vacancy.repo.ts';
import { matchingVacancies } from './vacancy-search.ts';

/** A vacancy as other domains' rules need one (applications and offers): its company, state and questions. */
export type DirectoryVacancy = {
  id: number;
  slug: string;
  title: string;
  company_id: number;
  author_user_id: number;
  moderation_status: TVacancyModeration;
  state: TVacancyState;
  questions: { id: number; text: string }[];
};

/** What other domains may read of vacancies without touching their tables, in one query per page of records. */
export const vacancyDirectory = {
  async findById(db: Db, id: number): Promise<DirectoryVacancy | undefined> {
    const row = await vacancyRepo.findById(db, id);
    if (!row) return undefined;
    const questions = await vacancyRepo.questionsOf(db, row.id);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      company_id: row.company_id,
      author_user_id: row.author_user_id,
      moderation_status: row.moderation_status as TVacancyModeration,
      state: row.state as TVacancyState,
      questions: questions.map((question) => ({ id: question.id, text: question.text })),
    };
  },

  /** Id, slug and title of each vacancy that still exists, whatever its state (a company's lists name them). */
  async titlesByIds(db: Db, ids: readonly number[]): Promise<Map<number, { id: number; slug: string; title: string }>> {
    const rows = await vacancyRepo.findByIds(db, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, { id: row.id, slug: row.slug, title: row.title }]));
  },

  /**
   * The cards of the vacancies anyone may read (approved: a paused or closed one still shows what it was), in
   * `locale`; others are left out (a worker's list then says it is no longer available).
   */
  async cardsByIds(db: Db, locale: Locale, ids: readonly number[]): Promise<Map<number, TVacancyCard>> {
    const rows = (await vacancyRepo.findByIds(db, [...new Set(ids)])).filter(
      (row) => row.moderation_status === 'approved',
    );
    const cards = await presentCards(db, locale, rows);
    return new Map(cards.map((card) => [card.id, card]));
  },

  /**
   * The cards of open vacancies matching any of `terms` (a resume's position and skills, stemmed as words of
   * `language`), best first, at most `limit`, in `locale`: the resume builder's "vacancies for this resume".
   */
  async matchingCards(
    db: Db,
    locale: Locale,
    request: { terms: readonly string[]; language: Locale; limit: number },
  ): Promise<TVacancyCard[]> {
    const ids = await matchingVacancies(db, { terms: request.terms, locale: request.language, limit: request.limit });
    const cards = await vacancyDirectory.cardsByIds(db, locale, ids);
    return ids.flatMap((id) => cards.get(id) ?? []);
  },

  /**
   * A paid placement (billing's turbo and vacancy premium): `is_top` puts the vacancy first in its searches, `is_vip`
   * highlights it and lists it among the VIP ones. Billing raises it when the provider confirms the payment and
   * lowers it when the paid period is over.
   */
  async setPaidPlacement(db: Db, id: number, placement: { is_top?: boolean; is_vip?: boolean }): Promise<void> {
    await vacancyRepo.update(db, id, placement);
  },
};
