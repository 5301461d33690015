import type { TUser } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Tabs } from '../ui/Tabs.tsx';

/** A job seeker's two lists: the applications they sent and the offers companies sent them (unread ones counted). */
export function WorkerTabs({ user, current }: { user: TUser; current: 'applications' | 'offers' }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'worker' });
  const to = useLocalePath();
  return (
    <Tabs
      counts="unread"
      label={t('tabsLabel')}
      tabs={[
        { to: to('/profile/responses/companies'), label: t('tabApplications'), isCurrent: current === 'applications' },
        {
          to: to('/profile/offers'),
          label: t('tabOffers'),
          count: user.unread_offers,
          isCurrent: current === 'offers',
        },
      ]}
    />
  );
}
