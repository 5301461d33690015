import { FAVORITES, type TFavoriteCounts, type TFavoriteType } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../../components/ui/Tabs.tsx';
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
    <Tabs
      label={t('tabsLabel')}
      className="mt-6"
      tabs={tabs.map((tab) => ({
        to: to(tab.type ? `/profile/favorites?type=${tab.type}` : '/profile/favorites'),
        label: tab.label,
        count: tab.count,
        isCurrent: tab.type === current,
      }))}
    />
  );
}
