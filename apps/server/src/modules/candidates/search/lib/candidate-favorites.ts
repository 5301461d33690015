import type { TFavoriteCard } from '@hushwork/contract';
import type { FavoriteTargets } from '../../../../platform/favorite-targets.ts';
import { candidateRepo } from '../../profile/lib/candidate.repo.ts';
import { accessOf, isListed, readerOf } from '../../profile/lib/candidate-policy.ts';
import { presentCards } from '../../profile/lib/present-card.ts';

const DETAILS_MAX = 5;

/**
 * Candidates may be saved while anyone may find them (approved and public), except by a company they hid from, which
 * must not learn the profile exists (candidate-policy.ts). A saved card is always the anonymous one, even for a
 * company the profile is opened to: favorites list what was saved, not who it is; and a company the candidate hid
 * from, or a profile no longer listed, shows as no longer available.
 */
export const candidateFavoriteTargets: FavoriteTargets = {
  candidate: {
    async exists(db, ids, actor, registry) {
      const reader = await readerOf(db, actor);
      const saveable = new Set<number>();
      for (const row of (await candidateRepo.findByIds(db, ids)).filter(isListed)) {
        if (await accessOf(db, reader, row, registry)) saveable.add(row.id);
      }
      return saveable;
    },
    async present(db, ids, actor, registry) {
      const reader = await readerOf(db, actor);
      const rows = await candidateRepo.findByIds(db, ids);
      const access = await Promise.all(rows.map((row) => accessOf(db, reader, row, registry)));
      const visible = rows.filter((_, n) => access[n] !== null);
      const cards = await presentCards(db, actor.locale, visible);
      return new Map(
        cards.map((card): [number, TFavoriteCard] => [
          card.id,
          {
            title: card.label,
            subtitle: card.places.map((place) => place.city_name ?? place.country_name).join(', ') || null,
            path: `/candidate/${card.slug}`,
            image_id: null,
            details: [...card.keywords.map((keyword) => keyword.name), ...card.tags].slice(0, DETAILS_MAX),
          },
        ]),
      );
    },
  },
};
