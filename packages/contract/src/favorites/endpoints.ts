import { errorsOf } from '../app-errors.ts';
import { defineEndpoint } from '../endpoint.ts';
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
  errors: errorsOf('FORBIDDEN'),
});
export const addFavorite = defineEndpoint({
  method: 'POST',
  path: '/api/favorites',
  summary: 'Save a vacancy, candidate or company (saving it again changes nothing)',
  tags,
  auth: 'required',
  body: ZFavoriteTarget,
  response: ZFavoriteState,
  errors: errorsOf('FORBIDDEN', 'FAVORITE_TARGET_NOT_FOUND', 'FAVORITES_LIMIT_REACHED'),
});
export const removeFavorite = defineEndpoint({
  method: 'DELETE',
  path: '/api/favorites',
  summary: 'Forget a saved thing (forgetting one that is not saved is not an error)',
  tags,
  auth: 'required',
  query: ZFavoriteTarget,
  response: ZFavoriteState,
  errors: errorsOf('FORBIDDEN'),
});
