import { FAVORITES, type TFavoriteCounts, type TFavoriteType } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import { tabLabelKey } from './favorite-words.ts';

/** All, then one tab per type with its count; the current tab is marked for assistive technology too. */
export function FavoriteTabs({ current, counts }: { current: TFavoriteType | null; counts: TFavoriteCounts }) {
  const { t } = useTranslation('Favorites');
  const to = useLocalePath();
  const total = FAVORITES.types.reduce((sum, type) => sum + counts[type], 0);
  const tabs = [
    { type: null, label: t('tabAll'), count: total },
    ...FAVORITES.types.map((type) => ({ type, label: t(tabLabelKey[type]), count: counts[type] })),
  ];
  return (
    <nav aria-label={t('tabsLabel')} className="mt-6 border-b border-neutral-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => {
          const isCurrent = tab.type === current;
          return (
            <li key={tab.type ?? 'all'}>
              <Link
                to={to(tab.type ? `/profile/favorites?type=${tab.type}` : '/profile/favorites')}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm ${
                  isCurrent ? 'border-ink font-semibold' : 'border-transparent hover:border-neutral-300'
                }`}
              >
                {tab.label}
                <span className="rounded-full bg-neutral-100 px-2 text-xs text-ink">{tab.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
