import { useTranslation } from 'react-i18next';
import { Link, useActionData, useLoaderData } from 'react-router';
import { ListFilters } from '../../../components/applications/ListFilters.tsx';
import { ResponseCard } from '../../../components/applications/ResponseCard.tsx';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { VacancyBadges } from '../../../components/vacancies/VacancyBadges.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { submitResponseAction } from '../response-actions.server.ts';
import type { Route } from './+types/route';
import { loadVacancyResponses } from './vacancy-responses.server.ts';

export const handle = { i18n: ['Applications', 'Profile', 'Vacancies'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadVacancyResponses(args);
export const action = (args: Route.ActionArgs) => submitResponseAction(args);

/** `/profile/job-openings/{id}/candidates`: who responded to one vacancy, read and unread, with the team's actions. */
export default function VacancyCandidates() {
  const { user, vacancy, state, responses } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('Applications');
  const to = useLocalePath();
  return (
    <ProfilePage user={user} title={t('responses.vacancyTitle', { title: vacancy.title })}>
      <div className="flex flex-wrap items-center gap-3">
        <VacancyBadges moderation={vacancy.moderation_status} state={vacancy.state} />
        <span className="text-sm text-muted">{t('responses.unreadCount', { count: responses.unread })}</span>
        <Link to={to(`/profile/job-openings/${vacancy.id}`)} className="ml-auto text-sm underline">
          {t('responses.backToVacancy')}
        </Link>
      </div>
      <ListFilters
        selects={[
          {
            name: 'state',
            label: t('lists.readState'),
            value: state ?? '',
            all: t('lists.allStates'),
            options: (['unread', 'read'] as const).map((value) => ({ value, label: t(`responses.${value}`) })),
          },
        ]}
      />
      {responses.list.length === 0 ? (
        <EmptyState>
          <p>{state ? t('responses.noneFiltered') : t('responses.noneForVacancy')}</p>
        </EmptyState>
      ) : (
        <ul className="mt-6 space-y-4" aria-label={t('responses.tabResponses')}>
          {responses.list.map((response) => (
            <ResponseCard key={response.id} response={response} result={result} showVacancy={false} />
          ))}
        </ul>
      )}
      <Pagination page={responses.page} pages={responses.pages} />
    </ProfilePage>
  );
}
