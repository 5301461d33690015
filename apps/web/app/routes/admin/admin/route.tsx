import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { TrendChart } from '../../../components/ui/TrendChart.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadDashboard } from './dashboard.server.ts';

export const handle = { i18n: ['Admin', 'AdminEmployers', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadDashboard(args);

/**
 * `/admin`: the admin's dashboard (spec section 1): what waits in each moderation queue, each a link to its queue,
 * and the counts and 30-day trends of registrations, vacancies, applications and hires as charts the server draws.
 */
export default function AdminDashboard() {
  const { queues, trends } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Admin');
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <AdminPage title={t('dashboard.title')}>
      <Panel title={t('dashboard.queues')} lead={t('dashboard.queuesLead')}>
        <ul className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-4">
          {queues.map(({ queue, waiting }) => (
            <li key={queue}>
              <Link
                to={to(`/admin/${queue}`)}
                className="block rounded-xl border border-neutral-200 p-4 hover:border-brand-strong hover:bg-brand-soft"
                data-testid={`queue-${queue}`}
              >
                <span className="block text-sm text-muted">{t(`menu.${queue}`)}</span>
                {/* The number large for the eye; the words for a screen reader ("3 waiting"). */}
                <span aria-hidden="true" className="mt-1 block text-3xl font-bold tabular-nums">
                  {waiting}
                </span>
                <span className="sr-only">{t('dashboard.waiting', { count: waiting })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel className="mt-6" title={t('AdminEmployers:dashboardTitle')} lead={t('AdminEmployers:dashboardLead')}>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ['/admin/employers', 'AdminEmployers:title'],
              ['/admin/companies/add', 'AdminEmployers:companyAdd'],
              ['/admin/messages', 'AdminEmployers:messagesTitle'],
            ] as const
          ).map(([path, label]) => (
            <li key={path}>
              <Link to={to(path)} className="underline">
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
      <h2 className="mt-8 text-xl font-semibold">{t('dashboard.trends')}</h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {trends.map((trend) => (
          <Panel key={trend.trend} title={t(`trends.${trend.trend}`)}>
            <p className="mt-2 flex flex-wrap items-baseline gap-x-3">
              <span className="text-3xl font-bold tabular-nums">{trend.total}</span>
              <span className="text-sm text-muted">{t('dashboard.inTotal')}</span>
              <span className="text-sm">
                {t('dashboard.lastDays', { count: trend.recent, days: trend.points.length })}
              </span>
            </p>
            <TrendChart
              className="mt-4"
              title={t('dashboard.chartTitle', { what: t(`trends.${trend.trend}`) })}
              summary={t('dashboard.chartSummary', {
                total: trend.total,
                count: trend.recent,
                days: trend.points.length,
              })}
              points={trend.points.map((point) => ({
                label: dateText(point.day, locale, 'short'),
                value: point.count,
              }))}
              labelHeader={t('dashboard.day')}
              valueHeader={t(`trends.${trend.trend}`)}
            />
          </Panel>
        ))}
      </div>
    </AdminPage>
  );
}
