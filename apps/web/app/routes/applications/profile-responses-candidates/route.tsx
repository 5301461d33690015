import { APPLICATIONS } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useActionData, useLoaderData } from 'react-router';
import { ListFilters } from '../../../components/applications/ListFilters.tsx';
import { ResponseCard } from '../../../components/applications/ResponseCard.tsx';
import { SentOfferCard } from '../../../components/applications/SentOfferCard.tsx';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { submitResponseAction } from '../response-actions.server.ts';
import { RESPONSE_STATES } from '../response-states.ts';
import type { Route } from './+types/route';
import { loadCompanyResponses } from './company-responses.server.ts';

export const handle = { i18n: ['Applications', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadCompanyResponses(args);
export const action = (args: Route.ActionArgs) => submitResponseAction(args);

/** `/profile/responses/candidates`: the company's responses, and on its second tab the answers to its offers. */
export default function CompanyResponses() {
  const { user, tab, filters, vacancies, responses, offers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('Applications');
  const to = useLocalePath();
  const base = to('/profile/responses/candidates');
  const vacancySelect = {
    name: 'vacancy_id',
    label: t('lists.vacancy'),
    value: filters.vacancy_id ? String(filters.vacancy_id) : '',
    all: t('lists.allVacancies'),
    options: vacancies.map((vacancy) => ({ value: String(vacancy.id), label: vacancy.title })),
  };
  return (
    <ProfilePage user={user} title={t('responses.title')}>
      <p className="mb-4 text-muted">{t('responses.lead', { company: user.company?.name ?? '' })}</p>
      <Tabs
        counts="unread"
        label={t('responses.tabsLabel')}
        tabs={[
          { to: base, label: t('responses.tabResponses'), count: responses.unread, isCurrent: tab === 'responses' },
          {
            to: `${base}?tab=offers`,
            label: t('responses.tabOffers'),
            count: offers.unread,
            isCurrent: tab === 'offers',
          },
        ]}
      />
      {tab === 'responses' ? (
        <>
          <ListFilters
            selects={[
              vacancySelect,
              {
                name: 'state',
                label: t('lists.readState'),
                value: filters.state ?? '',
                all: t('lists.allStates'),
                options: RESPONSE_STATES.map((state) => ({ value: state, label: t(`responses.${state}`) })),
              },
            ]}
          />
          {responses.list.length === 0 ? (
            <EmptyState>
              <p>{filters.vacancy_id || filters.state ? t('responses.noneFiltered') : t('responses.none')}</p>
              <Link to={to('/profile/job-openings')} className="mt-2 inline-block font-semibold text-ink underline">
                {t('responses.toVacancies')}
              </Link>
            </EmptyState>
          ) : (
            <ul className="mt-6 space-y-4" aria-label={t('responses.tabResponses')}>
              {responses.list.map((response) => (
                <ResponseCard key={response.id} response={response} result={result} showVacancy />
              ))}
            </ul>
          )}
          <Pagination page={responses.page} pages={responses.pages} />
        </>
      ) : (
        <>
          <ListFilters
            hidden={{ tab: 'offers' }}
            selects={[
              vacancySelect,
              {
                name: 'status',
                label: t('lists.offerStatus'),
                value: filters.status ?? '',
                all: t('lists.allStatuses'),
                options: APPLICATIONS.offerStatuses.map((status) => ({
                  value: status,
                  label: t(`offerStatus.${status}`),
                })),
              },
            ]}
          />
          {offers.list.length === 0 ? (
            <EmptyState>
              <p>{t('sentOffers.none')}</p>
            </EmptyState>
          ) : (
            <ul className="mt-6 space-y-4" aria-label={t('responses.tabOffers')}>
              {offers.list.map((offer) => (
                <SentOfferCard key={offer.id} offer={offer} result={result} />
              ))}
            </ul>
          )}
          <Pagination page={offers.page} pages={offers.pages} />
        </>
      )}
    </ProfilePage>
  );
}
