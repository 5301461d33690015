import { APPLICATIONS } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useActionData, useLoaderData } from 'react-router';
import { ListFilters } from '../../../components/applications/ListFilters.tsx';
import { MyApplicationCard } from '../../../components/applications/MyApplicationCard.tsx';
import { WorkerTabs } from '../../../components/applications/WorkerTabs.tsx';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadMyApplications, submitMyApplicationAction } from './my-applications.server.ts';

export const handle = { i18n: ['Applications', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadMyApplications(args);
export const action = (args: Route.ActionArgs) => submitMyApplicationAction(args);

/** `/profile/responses/companies`: the job seeker's applications and where each one stands. */
export default function MyApplications() {
  const { user, status, applications } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('Applications');
  const to = useLocalePath();
  return (
    <ProfilePage user={user} title={t('worker.applicationsTitle')}>
      <WorkerTabs user={user} current="applications" />
      <ListFilters
        selects={[
          {
            name: 'status',
            label: t('lists.applicationStatus'),
            value: status ?? '',
            all: t('lists.allStatuses'),
            options: APPLICATIONS.statuses.map((value) => ({ value, label: t(`status.${value}`) })),
          },
        ]}
      />
      {applications.list.length === 0 ? (
        <EmptyState>
          <p>{status ? t('worker.noneFiltered') : t('worker.noApplications')}</p>
          <Link to={to('/job-openings')} className="mt-2 inline-block font-semibold text-ink underline">
            {t('worker.findJobs')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="mt-6 space-y-4" aria-label={t('worker.applicationsTitle')}>
          {applications.list.map((application) => (
            <MyApplicationCard key={application.id} application={application} result={result} />
          ))}
        </ul>
      )}
      <Pagination page={applications.page} pages={applications.pages} />
    </ProfilePage>
  );
}
