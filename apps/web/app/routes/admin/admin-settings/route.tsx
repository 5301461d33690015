import type { TAdminSpecialization } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FilterBar } from '../../../components/ui/filters/FilterBar.tsx';
import { FilterSearch } from '../../../components/ui/filters/FilterFields.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { ExportLink } from '../components/ExportLink.tsx';
import type { Route } from './+types/route';
import { loadAdminSettings } from './admin-settings.server.ts';

export const handle = { i18n: ['AdminSettings'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminSettings(args);

/**
 * `/admin/settings` (issue 25): the settings' sections. The community skills have a page of their own, since they
 * are edited; the specializations catalog is read-only and small, so it is listed here with its usage.
 */
export default function AdminSettingsPage() {
  const { specializations, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation('AdminSettings');
  const to = useLocalePath();
  const columns: Column<TAdminSpecialization>[] = [
    { key: 'name', header: t('specialization'), isRowHeader: true, cell: (item) => item.name },
    { key: 'slug', header: t('slug'), cell: (item) => item.slug },
    { key: 'vacancies', header: t('vacancies'), cell: (item) => item.vacancies },
    { key: 'candidates', header: t('candidates'), cell: (item) => item.candidates },
  ];
  return (
    <AdminPage title={t('settingsTitle')} actions={<ExportLink />}>
      <nav aria-label={t('settingsSections')}>
        <ul className="grid gap-4 md:grid-cols-2">
          <li className="rounded-2xl border border-neutral-200 bg-white p-5">
            <Link to={to('/admin/settings/community-skills')} className="font-semibold underline">
              {t('skillsTitle')}
            </Link>
            <p className="mt-1 text-sm text-muted">{t('skillsText')}</p>
          </li>
          <li className="rounded-2xl border border-neutral-200 bg-white p-5">
            <a href="#specializations" className="font-semibold underline">
              {t('specializationsTitle')}
            </a>
            <p className="mt-1 text-sm text-muted">{t('specializationsText')}</p>
          </li>
        </ul>
      </nav>
      <Panel id="specializations" title={t('specializationsTitle')} tone="plain" className="mt-10">
        <FilterBar submitLabel={t('apply')} resetLabel={t('reset')}>
          <FilterSearch
            label={t('specialization')}
            value={q}
            placeholder={t('specialization')}
            maxLength={100}
            className="md:col-span-2"
          />
        </FilterBar>
        <div className="mt-6">
          <DataTable
            caption={t('specializationsTitle')}
            isCaptionHidden
            columns={columns}
            rows={specializations}
            rowId={(item) => item.id}
            empty={<EmptyState className="" title={t('specializationsEmpty')} />}
          />
        </div>
      </Panel>
    </AdminPage>
  );
}
