import { APPLICATIONS } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData } from 'react-router';
import { ListFilters } from '../../../components/applications/ListFilters.tsx';
import { OfferCard } from '../../../components/applications/OfferCard.tsx';
import { WorkerTabs } from '../../../components/applications/WorkerTabs.tsx';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { Route } from './+types/route';
import { loadMyOffers, submitOfferAction } from './my-offers.server.ts';

export const handle = { i18n: ['Applications', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadMyOffers(args);
export const action = (args: Route.ActionArgs) => submitOfferAction(args);

/** `/profile/offers`: the offers companies sent the job seeker, to accept or decline. */
export default function MyOffers() {
  const { user, status, offers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('Applications');
  return (
    <ProfilePage user={user} title={t('offers.title')}>
      <p className="mb-4 text-muted">{t('offers.lead')}</p>
      <WorkerTabs user={user} current="offers" />
      <ListFilters
        selects={[
          {
            name: 'status',
            label: t('lists.offerStatus'),
            value: status ?? '',
            all: t('lists.allStatuses'),
            options: APPLICATIONS.offerStatuses.map((value) => ({ value, label: t(`offerStatus.${value}`) })),
          },
        ]}
      />
      {offers.list.length === 0 ? (
        <EmptyState>
          <p>{status ? t('offers.noneFiltered') : t('offers.none')}</p>
        </EmptyState>
      ) : (
        <ul className="mt-6 space-y-4" aria-label={t('offers.title')}>
          {offers.list.map((offer) => (
            <OfferCard key={offer.id} offer={offer} result={result} />
          ))}
        </ul>
      )}
      <Pagination page={offers.page} pages={offers.pages} />
    </ProfilePage>
  );
}
