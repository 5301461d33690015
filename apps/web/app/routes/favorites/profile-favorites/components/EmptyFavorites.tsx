import { FAVORITES, type TFavoriteType } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLive } from '../../../../components/layout/use-is-live.ts';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import { browse, emptyKey } from './favorite-words.ts';

/** Nothing saved (in this tab): says so, and links to where such things are found, where those pages exist. */
export function EmptyFavorites({ type }: { type: TFavoriteType | null }) {
  const { t } = useTranslation('Favorites');
  const to = useLocalePath();
  const isLive = useIsLive();
  const links = (type ? [type] : FAVORITES.types).map((each) => browse[each]).filter((link) => isLive(link.path));
  return (
    <EmptyState
      action={
        links.length > 0 ? (
          <p className="flex flex-wrap gap-4">
            {links.map((link) => (
              <Link key={link.path} to={to(link.path)} className="font-medium text-ink underline">
                {t(link.label)}
              </Link>
            ))}
          </p>
        ) : undefined
      }
    >
      <p>{t(type ? emptyKey[type] : 'emptyAll')}</p>
    </EmptyState>
  );
}
