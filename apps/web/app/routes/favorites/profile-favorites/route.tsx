import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { Route } from './+types/route';
import { EmptyFavorites } from './components/EmptyFavorites.tsx';
import { FavoriteItem } from './components/FavoriteItem.tsx';
import { FavoriteTabs } from './components/FavoriteTabs.tsx';
import { loadFavorites, submitFavorite } from './favorites.server.ts';

export const handle = { i18n: ['Favorites', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadFavorites(args);
export const action = (args: Route.ActionArgs) => submitFavorite(args);

/** /profile/favorites: what the user saved, by type, newest first, each removable (spec sections 2 and 6). */
export default function FavoritesPage() {
  const { user, type, favorites } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Favorites');
  return (
    <ProfilePage user={user} title={t('title')} showStatus={false}>
      <p className="text-muted">{t('lead')}</p>
      <FavoriteTabs current={type} counts={favorites.counts} />
      {favorites.list.length === 0 ? (
        <EmptyFavorites type={type} />
      ) : (
        <ul className="mt-6 space-y-3">
          {favorites.list.map((favorite) => (
            <FavoriteItem key={`${favorite.type}-${favorite.id}`} favorite={favorite} />
          ))}
        </ul>
      )}
      <Pagination label={t('pagination')} page={favorites.page} pages={favorites.pages} />
    </ProfilePage>
  );
}
