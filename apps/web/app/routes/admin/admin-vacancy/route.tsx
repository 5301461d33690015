import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { ItemDecision } from '../components/ItemDecision.tsx';
import { ItemStatistics } from '../components/ItemStatistics.tsx';
import { PublicLink } from '../components/PublicLink.tsx';
import type { Route } from './+types/route';
import { loadAdminVacancy, submitAdminVacancy } from './vacancy.server.ts';

export const handle = { i18n: ['Admin', 'AdminCandidates', 'Profile', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminVacancy(args);
export const action = (args: Route.ActionArgs) => submitAdminVacancy(args);

/** `/admin/vacancies/{id}`: the vacancy's text to judge, and the decision on it. */
export default function AdminVacancy() {
  const vacancy = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('Admin');
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <AdminPage
      title={vacancy.title}
      actions={
        <Button to={to('/admin/vacancies')} variant="secondary" size="sm">
          {t('backToList')}
        </Button>
      }
    >
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">{t('columns.company')}</dt>
        <dd>{vacancy.company_name}</dd>
        <dt className="text-muted">{t('columns.created')}</dt>
        <dd>{dateText(vacancy.created_at, locale)}</dd>
        <dt className="text-muted">{t('columns.marks')}</dt>
        <dd className="flex flex-wrap gap-1">
          {vacancy.is_vip ? <StatusBadge tone="strong">{t('marks.vip')}</StatusBadge> : null}
          {vacancy.is_top ? <StatusBadge tone="info">{t('marks.top')}</StatusBadge> : null}
          {vacancy.is_vip || vacancy.is_top ? null : <span className="text-muted">{t('marks.none')}</span>}
        </dd>
        <dt className="text-muted">{t('columns.public')}</dt>
        <dd>
          <PublicLink
            isPublic={vacancy.moderation_status === 'approved'}
            to={`/job-openings/${vacancy.slug}`}
            name={vacancy.title}
          />
        </dd>
      </dl>
      <section className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6" aria-labelledby="text-title">
        <h2 id="text-title" className="text-lg font-semibold">
          {t('textToJudge')}
        </h2>
        <div
          className="rich-text mt-3 space-y-3"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server keeps descriptions to an allow-list of tags (sanitize-description.ts).
          dangerouslySetInnerHTML={{ __html: vacancy.description }}
        />
      </section>
      <ItemDecision id={vacancy.id} status={vacancy.moderation_status} note={vacancy.moderation_note} result={result} />
      <ItemStatistics statistics={vacancy.statistics} />
    </AdminPage>
  );
}
