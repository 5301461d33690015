import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZFavoriteState, ZFavoritesPage, ZFavoriteTarget, ZListFavoritesQuery } from './favorite.ts';

const endpoint = endpointsOf({ tags: ['favorites'], auth: 'required' });

export const listFavorites = endpoint({
  method: 'GET',
  path: '/api/favorites',
  summary: 'The signed-in user’s saved vacancies, candidates and companies, newest first',
  query: ZListFavoritesQuery,
  response: ZFavoritesPage,
  errors: errorsOf('FORBIDDEN'),
});
export const addFavorite = endpoint({
  method: 'POST',
  path: '/api/favorites',
  summary: 'Save a vacancy, candidate or company (saving it again changes nothing)',
  body: ZFavoriteTarget,
  response: ZFavoriteState,
  errors: errorsOf('FORBIDDEN', 'FAVORITE_TARGET_NOT_FOUND', 'FAVORITES_LIMIT_REACHED'),
});
export const removeFavorite = endpoint({
  method: 'DELETE',
  path: '/api/favorites',
  summary: 'Forget a saved thing (forgetting one that is not saved is not an error)',
  query: ZFavoriteTarget,
  response: ZFavoriteState,
  errors: errorsOf('FORBIDDEN'),
});
