import { FAVORITES, type TFavoriteType } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLive } from '../../../../components/layout/use-is-live.ts';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import { browse, emptyKey } from './favorite-words.ts';

/** Nothing saved (in this tab): says so, and links to where such things are found, where those pages exist. */
export function EmptyFavorites({ type }: { type: TFavoriteType | null }) {
  const { t } = useTranslation('Favorites');
  const to = useLocalePath();
  const isLive = useIsLive();
  const links = (type ? [type] : FAVORITES.types).map((each) => browse[each]).filter((link) => isLive(link.path));
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-neutral-300 p-8 text-center">
      <p className="text-muted">{t(type ? emptyKey[type] : 'emptyAll')}</p>
      {links.length > 0 ? (
        <p className="mt-4 flex flex-wrap justify-center gap-4">
          {links.map((link) => (
            <Link key={link.path} to={to(link.path)} className="font-medium underline">
              {t(link.label)}
            </Link>
          ))}
        </p>
      ) : null}
    </div>
  );
}
