import type { TFavoriteCard } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import type { FavoriteTargets } from '../../../../platform/favorite-targets.ts';
import { presentCards } from '../../manage/lib/present-vacancy.ts';
import { type VacancyRow, vacancyRepo } from '../../manage/lib/vacancy.repo.ts';

const DETAILS_MAX = 5;

/**
 * Vacancies anyone may read among `ids`: approved ones. A saved vacancy that is paused or closed later stays on the
 * list with what it was, as its page shows it; one sent back to moderation or deleted is no longer available.
 */
async function readableRows(db: Db, ids: number[]): Promise<VacancyRow[]> {
  return (await vacancyRepo.findByIds(db, [...new Set(ids)])).filter((row) => row.moderation_status === 'approved');
}

/** Vacancies may be saved to favorites once moderation approved them. */
export const vacancyFavoriteTargets: FavoriteTargets = {
  vacancy: {
    async exists(db, ids) {
      return new Set((await readableRows(db, ids)).map((row) => row.id));
    },
    async present(db, ids, actor) {
      const cards = await presentCards(db, actor.locale, await readableRows(db, ids));
      return new Map(
        cards.map((card): [number, TFavoriteCard] => [
          card.id,
          {
            title: card.title,
            subtitle: card.company.name || null,
            path: `/job-openings/${card.slug}`,
            image_id: card.company.logo_id,
            details: card.keywords.slice(0, DETAILS_MAX).map((keyword) => keyword.name),
          },
        ]),
      );
    },
  },
};
