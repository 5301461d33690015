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
import { loadAdminCompany, submitAdminCompany } from './company.server.ts';
import { CompanyDelete, CompanyEdit } from './components/CompanyEdit.tsx';

export const handle = {
  i18n: ['Admin', 'AdminEmployers', 'AdminCandidates', 'Profile', 'validation'],
} satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminCompany(args);
export const action = (args: Route.ActionArgs) => submitAdminCompany(args);

/** `/admin/companies/{id}`: the company's own words to judge, and the decision on it. */
export default function AdminCompany() {
  const company = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('Admin');
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <AdminPage
      title={company.name}
      actions={
        <Button to={to('/admin/companies')} variant="secondary" size="sm">
          {t('backToList')}
        </Button>
      }
    >
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">{t('columns.site')}</dt>
        <dd className="[overflow-wrap:anywhere]">{company.site ?? t('none')}</dd>
        <dt className="text-muted">{t('columns.created')}</dt>
        <dd>{dateText(company.created_at, locale)}</dd>
        <dt className="text-muted">{t('columns.marks')}</dt>
        <dd className="flex flex-wrap gap-1">
          {company.is_safe ? <StatusBadge tone="good">{t('marks.safe')}</StatusBadge> : null}
          {company.vip_vacancies ? <StatusBadge tone="strong">{t('columns.vipVacancies')}</StatusBadge> : null}
          {company.is_safe || company.vip_vacancies ? null : <span className="text-muted">{t('marks.none')}</span>}
        </dd>
        <dt className="text-muted">{t('columns.public')}</dt>
        <dd>
          <PublicLink
            isPublic={company.moderation_status === 'approved'}
            to={`/company/${company.slug}`}
            name={company.name}
          />
        </dd>
      </dl>
      <section className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6" aria-labelledby="text-title">
        <h2 id="text-title" className="text-lg font-semibold">
          {t('textToJudge')}
        </h2>
        <p className="mt-3 whitespace-pre-line">{company.description || t('none')}</p>
      </section>
      <ItemDecision
        id={company.id}
        status={company.moderation_status}
        note={company.moderation_note}
        result={result && !('intent' in result) ? result : undefined}
      />
      <ItemStatistics statistics={company.statistics} />
      <CompanyEdit company={company} reply={result && 'intent' in result ? result.reply : null} />
      <CompanyDelete name={company.name} isConfirming={company.isConfirmingDelete} />
    </AdminPage>
  );
}
