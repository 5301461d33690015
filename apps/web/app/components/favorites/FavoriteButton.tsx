import { ROLES, type TFavoriteType, type ZFavoritesPage } from '@hushwork/contract';
import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import type { z } from 'zod';
import type { RootData } from '../../lib/root-data.server.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useIsLive } from '../layout/use-is-live.ts';
import { Button } from '../ui/Button.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';

type Saved = { favorite: { is_favorite: boolean } | null; ok: boolean; message: string | null };
type FavoritesPage = { favorites: z.infer<typeof ZFavoritesPage>['data'] };

/**
 * "Save to favorites" for a vacancy, candidate or company page (spec section 6: workers and companies keep
 * favorites). It asks the favorites page whether the thing is saved, and posts to that page's action, which goes back
 * here when the post came without JavaScript. A guest is sent to sign in and brought back; admins see nothing.
 */
export function FavoriteButton({ type, id, className }: { type: TFavoriteType; id: number; className?: string }) {
  const { t } = useTranslation('common');
  const to = useLocalePath();
  const location = useLocation();
  const isLive = useIsLive();
  const isHydrated = useHydrated();
  const user = useRouteLoaderData<RootData>('root')?.user ?? null;
  const state = useFetcher<FavoritesPage>();
  const toggle = useFetcher<Saved>();
  const canSave = user !== null && user.role_id !== ROLES.admin;
  const statePath = `${to('/profile/favorites')}?type=${type}&id=${id}`;
  const { load } = state;
  useEffect(() => {
    if (canSave) load(statePath);
  }, [canSave, load, statePath]);
  if (!isLive('/profile/favorites') || user?.role_id === ROLES.admin) return null;
  const here = `${location.pathname}${location.search}`;
  if (!user) {
    return (
      <Button
        to={`${to('/login')}?redirect=${encodeURIComponent(here)}`}
        variant="secondary"
        size="sm"
        className={className}
      >
        <Heart aria-hidden="true" className="size-4" />
        {t('saveToFavorites')}
      </Button>
    );
  }
  const pending = toggle.formData?.get('intent');
  const isSaved = pending
    ? pending === 'add'
    : (toggle.data?.favorite?.is_favorite ?? (state.data?.favorites.list.length ?? 0) > 0);
  return (
    <toggle.Form method="post" action={to('/profile/favorites')} className={className}>
      <input type="hidden" name="intent" value={isSaved ? 'remove' : 'add'} />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      {/* Without JavaScript the post lands on the favorites page's action, which comes back here. */}
      {isHydrated ? null : <input type="hidden" name="redirect" value={here} />}
      {/* Disabled, not busy: the label already shows the answer it expects while the post is on its way. */}
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        disabled={toggle.state !== 'idle'}
        data-testid="favorite-button"
      >
        <Heart aria-hidden="true" className={`size-4 ${isSaved ? 'fill-red-700 text-red-700' : ''}`} />
        {t(isSaved ? 'removeFromFavorites' : 'saveToFavorites')}
      </Button>
      {toggle.data && !toggle.data.ok && toggle.data.message ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {toggle.data.message}
        </p>
      ) : null}
    </toggle.Form>
  );
}
