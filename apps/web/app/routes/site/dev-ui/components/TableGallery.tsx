import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import { StatusBadge } from '../../../../components/ui/StatusBadge.tsx';
import { readTableQuery } from '../../../../components/ui/table-query.ts';
import { GalleryRow, GallerySection } from './GallerySection.tsx';

type SampleRow = { id: number; title: string; responses: number; tone: 'good' | 'attention' | 'neutral' };
const SORTS = ['title', 'responses'] as const;

/** The sample rows ordered as the address asks, as a loader would have the API order them. */
function useSampleRows(): SampleRow[] {
  const { t } = useTranslation('DevUi', { keyPrefix: 'sample' });
  const { sort, dir } = readTableQuery(new URLSearchParams(useLocation().search), SORTS);
  const rows: SampleRow[] = [
    { id: 1, title: t('field.titleValue'), responses: 12, tone: 'good' },
    { id: 2, title: t('rowDesigner'), responses: 3, tone: 'attention' },
    { id: 3, title: t('rowTester'), responses: 0, tone: 'neutral' },
  ];
  if (!sort) return rows;
  const sign = dir === 'asc' ? 1 : -1;
  return rows.sort((a, b) =>
    sort === 'title' ? a.title.localeCompare(b.title) * sign : (a.responses - b.responses) * sign,
  );
}

export function TableGallery() {
  const { t } = useTranslation('DevUi');
  const rows = useSampleRows();
  const columns: Column<SampleRow>[] = [
    { key: 'title', header: t('sample.columnTitle'), cell: (row) => row.title, sortKey: 'title', isRowHeader: true },
    { key: 'responses', header: t('sample.columnResponses'), cell: (row) => row.responses, sortKey: 'responses' },
    {
      key: 'state',
      header: t('sample.columnState'),
      cell: (row) => <StatusBadge tone={row.tone}>{t(`sample.${row.tone}`)}</StatusBadge>,
    },
  ];
  const empty = <EmptyState className="" title={t('sample.emptyTitle')} />;
  return (
    <GallerySection title={t('table')}>
      <GalleryRow title={t('tableRows')}>
        <div className="w-full">
          <DataTable
            caption={t('tableRows')}
            columns={columns}
            rows={rows}
            rowId={(row) => row.id}
            empty={empty}
            pages={3}
            selection={{
              formId: 'gallery-bulk',
              nameOf: (row) => row.title,
              bar: (selected) => (
                <Form id="gallery-bulk" method="get" className="flex flex-wrap items-center gap-3">
                  <span className="text-sm text-muted">{t('Ui:selectedCount', { count: selected?.length ?? 0 })}</span>
                  <Button type="submit" variant="secondary" size="sm" disabled={selected?.length === 0}>
                    {t('sample.bulkClose')}
                  </Button>
                </Form>
              ),
            }}
          />
        </div>
      </GalleryRow>
      <GalleryRow title={t('tableLoading')}>
        <div className="w-full">
          <DataTable
            caption={t('tableLoading')}
            columns={columns}
            rows={rows}
            rowId={(row) => row.id}
            empty={empty}
            isLoading
          />
        </div>
      </GalleryRow>
      <GalleryRow title={t('tableEmpty')}>
        <div className="w-full">
          <DataTable caption={t('tableEmpty')} columns={columns} rows={[]} rowId={(row) => row.id} empty={empty} />
        </div>
      </GalleryRow>
    </GallerySection>
  );
}
