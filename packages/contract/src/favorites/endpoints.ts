import { defineEndpoint } from '../endpoint.ts';
import { FAVORITE_ERRORS } from './errors.ts';
import { ZFavoriteState, ZFavoritesPage, ZFavoriteTarget, ZListFavoritesQuery } from './favorite.ts';

const tags = ['favorites'] as const;

export const listFavorites = defineEndpoint({
  method: 'GET',
  path: '/api/favorites',
  summary: 'The signed-in user’s saved vacancies, candidates and companies, newest first',
  tags,
  auth: 'required',
  query: ZListFavoritesQuery,
  response: ZFavoritesPage,
  errors: { FORBIDDEN: 403 },
});
export const addFavorite = defineEndpoint({
  method: 'POST',
  path: '/api/favorites',
  summary: 'Save a vacancy, candidate or company (saving it again changes nothing)',
  tags,
  auth: 'required',
  body: ZFavoriteTarget,
  response: ZFavoriteState,
  errors: {
    FORBIDDEN: 403,
    FAVORITE_TARGET_NOT_FOUND: FAVORITE_ERRORS.FAVORITE_TARGET_NOT_FOUND,
    FAVORITES_LIMIT_REACHED: FAVORITE_ERRORS.FAVORITES_LIMIT_REACHED,
  },
});
export const removeFavorite = defineEndpoint({
  method: 'DELETE',
  path: '/api/favorites',
  summary: 'Forget a saved thing (forgetting one that is not saved is not an error)',
  tags,
  auth: 'required',
  query: ZFavoriteTarget,
  response: ZFavoriteState,
  errors: { FORBIDDEN: 403 },
});
