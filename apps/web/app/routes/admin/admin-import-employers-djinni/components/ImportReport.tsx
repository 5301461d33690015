import type { TImportRow, TImportRowStatus, TRecruiterImportReport } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { Notice } from '../../../../components/ui/Notice.tsx';
import { type BadgeTone, StatusBadge } from '../../../../components/ui/StatusBadge.tsx';

const TONE: Record<TImportRowStatus, BadgeTone> = {
  created: 'good',
  updated: 'info',
  unchanged: 'neutral',
  refused: 'bad',
};

/** What the row does, in words: the reasons it is refused, or what it creates and changes. */
function Details({ row }: { row: TImportRow }) {
  const { t } = useTranslation('AdminImport');
  const field = (name: string) => t(`djinni.field.${name}`, { defaultValue: name });
  if (row.reasons.length > 0) {
    return (
      <ul className="space-y-1">
        {row.reasons.map((reason) => (
          <li key={`${reason.field}-${reason.code}`}>
            {t('djinni.reason', { field: field(reason.field), message: reason.message })}
          </li>
        ))}
      </ul>
    );
  }
  // The owner of a new company is on its team by making it: "joins the team" is said of existing companies only.
  const isNewCompany = row.created.includes('company');
  const created = row.created.filter((what) => !(isNewCompany && what === 'team_membership'));
  const parts = [
    ...created.map((what) => t(`djinni.created.${what}`)),
    ...(row.changed.length > 0 ? [t('djinni.changed', { fields: row.changed.map(field).join(', ') })] : []),
  ];
  return <>{parts.length > 0 ? parts.join('; ') : t('djinni.nothing')}</>;
}

/**
 * A run's report: its totals and a table of every row, the file's order kept, so a refused row is found where it is
 * in the file. The same table shows the dry run and the real run.
 */
export function ImportReport({ report, title, text }: { report: TRecruiterImportReport; title: string; text: string }) {
  const { t } = useTranslation('AdminImport');
  const columns: Column<TImportRow>[] = [
    { key: 'row', header: t('djinni.col.row'), cell: (row) => row.row },
    { key: 'email', header: t('djinni.col.email'), isRowHeader: true, cell: (row) => row.email ?? '—' },
    { key: 'name', header: t('djinni.col.name'), cell: (row) => row.name ?? '—' },
    { key: 'company', header: t('djinni.col.company'), cell: (row) => row.company ?? '—' },
    {
      key: 'status',
      header: t('djinni.col.status'),
      cell: (row) => <StatusBadge tone={TONE[row.status]}>{t(`djinni.status.${row.status}`)}</StatusBadge>,
    },
    { key: 'details', header: t('djinni.col.details'), cell: (row) => <Details row={row} /> },
  ];
  return (
    <div className="mt-6 space-y-4">
      <Notice title={title}>
        <p>{text}</p>
        <p className="mt-1 font-semibold">{t('djinni.totals', report.totals)}</p>
      </Notice>
      <DataTable
        caption={t('djinni.reportCaption')}
        columns={columns}
        rows={report.rows}
        rowId={(row) => row.row}
        empty={null}
      />
    </div>
  );
}
