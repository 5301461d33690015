import { z } from 'zod';
import { FAVORITES } from '../constants.ts';
import { dataOf, pagedListOf } from '../envelope.ts';
import { zId } from '../validation.ts';

/** What can be saved: each type belongs to the domain that owns it (vacancies, candidates, companies). */
export const ZFavoriteType = z.enum(FAVORITES.types);
export type TFavoriteType = z.infer<typeof ZFavoriteType>;

/**
 * A saved thing as the owning domain presents it, in the reader's language. A candidate's card is their anonymous
 * public view (desired position, seniority, skills): never a name, photo or contact.
 */
export const ZFavoriteCard = z
  .object({
    title: z.string(),
    subtitle: z.string().nullable(),
    /** The page of the thing on the site, without a locale prefix (`/company/hushwork-demo-labs`). */
    path: z.string(),
    /** An image to show beside it (`GET /api/images/{id}`), never a candidate's photo. */
    image_id: z.string().nullable(),
    /** A few short facts (offices, technologies, salary): shown as tags. */
    details: z.array(z.string()),
  })
  .meta({ id: 'FavoriteCard' });
export type TFavoriteCard = z.infer<typeof ZFavoriteCard>;

/** One saved thing; `card` is null once it is no longer shown to anyone (hidden, closed, removed). */
export const ZFavorite = z
  .object({
    type: ZFavoriteType,
    id: z.number().int(),
    created_at: z.string(),
    card: ZFavoriteCard.nullable(),
  })
  .meta({ id: 'Favorite' });
export type TFavorite = z.infer<typeof ZFavorite>;

export const ZFavoriteCounts = z.object({
  vacancy: z.number().int(),
  candidate: z.number().int(),
  company: z.number().int(),
});
export type TFavoriteCounts = z.infer<typeof ZFavoriteCounts>;

export const ZListFavoritesQuery = z.object({
  type: ZFavoriteType.optional(),
  /** With `type`: whether that one thing is saved (a list of one or none), for a page's save button. */
  id: zId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TListFavoritesQuery = z.input<typeof ZListFavoritesQuery>;

/** Newest first; `counts` are the user's saved things per type whatever the filter, for the page's tabs. */
export const ZFavoritesPage = pagedListOf(ZFavorite, { counts: ZFavoriteCounts });

/** `POST favorites` takes it as the body, `DELETE favorites` as the query. */
export const ZFavoriteTarget = z.object({ type: ZFavoriteType, id: zId });
export type TFavoriteTarget = z.input<typeof ZFavoriteTarget>;

/** After a save or a removal: whether the thing is saved now, and the count the header shows. */
export const ZFavoriteState = dataOf(
  z
    .object({
      type: ZFavoriteType,
      id: z.number().int(),
      is_favorite: z.boolean(),
      favorites_count: z.number().int(),
    })
    .meta({ id: 'FavoriteState' }),
);
