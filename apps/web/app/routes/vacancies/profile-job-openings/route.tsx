import { VACANCIES } from '@hushwork/contract';
import { Plus, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { useIsLive } from '../../../components/layout/use-is-live.ts';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { salaryText } from '../../../components/vacancies/format.ts';
import { VacancyBadges } from '../../../components/vacancies/VacancyBadges.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadMyVacancies } from './my-vacancies.server.ts';

export const handle = { i18n: ['Vacancies', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadMyVacancies(args);

/** `/profile/job-openings`: the company's vacancies by moderation and state, each linking to its manage page. */
export default function ProfileJobOpenings() {
  const { user, state, list, counts, page, pages } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const to = useLocalePath();
  const locale = useLocale();
  const isLive = useIsLive();
  return (
    <ProfilePage user={user} title={t('myTitle')}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-muted">{t('myLead', { company: user.company?.name ?? '' })}</p>
        <Button to={to('/profile/add-job')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('postJob')}
        </Button>
      </div>
      <Tabs
        label={t('filterByState')}
        className="mt-6"
        tabs={VACANCIES.mineStates.map((tab) => ({
          to: tab === 'all' ? to('/profile/job-openings') : `${to('/profile/job-openings')}?state=${tab}`,
          label: t(`tab.${tab}`),
          count: counts[tab] ?? 0,
          isCurrent: tab === state,
        }))}
      />
      {list.length === 0 ? (
        <EmptyState className="mt-8">{state === 'all' ? t('noneYet') : t('noneOnTab')}</EmptyState>
      ) : (
        <ul className="mt-6 space-y-3" aria-label={t('myTitle')}>
          {list.map((vacancy) => {
            const salary = salaryText(vacancy.budget, vacancy.budget2, vacancy.currency, t);
            return (
              <li key={vacancy.id} className="rounded-2xl border border-neutral-200 bg-white p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold">
                    <Link to={to(`/profile/job-openings/${vacancy.id}`)} className="hover:underline">
                      {vacancy.title}
                    </Link>
                  </h2>
                  <VacancyBadges moderation={vacancy.moderation_status} state={vacancy.state} />
                </div>
                <p className="mt-2 text-sm text-muted">
                  {[
                    salary,
                    vacancy.is_remote ? t('remote') : null,
                    ...vacancy.cities.map((city) => city.name),
                    // Published only once approved: until then nobody outside the team sees it.
                    vacancy.moderation_status === 'approved'
                      ? t('publishedOn', { date: dateText(vacancy.published_at, locale) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {vacancy.moderation_status === 'approved' && vacancy.state === 'active' && isLive('/turbo-1') ? (
                  <p className="mt-3">
                    <Link
                      to={`${to('/turbo-1')}?vacancy=${vacancy.id}`}
                      aria-label={t('turboLabel', { title: vacancy.title })}
                      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-strong underline"
                    >
                      <Rocket aria-hidden="true" className="size-4" />
                      {t('turbo')}
                    </Link>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pages={pages} />
    </ProfilePage>
  );
}
