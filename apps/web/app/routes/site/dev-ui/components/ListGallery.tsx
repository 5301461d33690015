import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../../components/ui/filters/FilterBar.tsx';
import { FilterChip } from '../../../../components/ui/filters/FilterChip.tsx';
import { FilterInput, FilterSearch } from '../../../../components/ui/filters/FilterFields.tsx';
import { PillLinks } from '../../../../components/ui/PillLinks.tsx';
import { ResultList } from '../../../../components/ui/ResultList.tsx';
import { GalleryRow, GallerySection } from './GallerySection.tsx';

/** A directory's parts: its row of filters and their chips, a page of results or none, and rows of pill links. */
export function ListGallery() {
  const { t } = useTranslation('DevUi');
  const rows = [t('sample.rowDesigner'), t('sample.rowTester')];
  const pills = (['junior', 'middle', 'senior'] as const).map((level) => ({
    to: `/dev/ui?level=${level}`,
    label: t(`sample.field.${level}`),
  }));
  return (
    <GallerySection title={t('lists')}>
      <GalleryRow title={t('listFilterBar')}>
        <div className="w-full">
          <FilterBar submitLabel={t('sample.filter.apply')} resetLabel={t('sample.filter.reset')}>
            <FilterSearch
              label={t('sample.field.title')}
              value=""
              placeholder="Go, React…"
              maxLength={100}
              className="md:col-span-2"
            />
            <FilterInput label={t('sample.filter.from')} name="from" type="date" value="2026-11-01" />
            <FilterInput label={t('sample.filter.to')} name="to" type="date" value={undefined} />
          </FilterBar>
          <p className="mt-3 text-sm">
            <FilterChip label={t('sample.list.chip')} removeLabel={t('sample.list.chipRemove')} drop={['city']} />
          </p>
        </div>
      </GalleryRow>
      <GalleryRow title={t('listResults')}>
        <ResultList
          summary={t('sample.list.found', { count: rows.length })}
          testId="gallery-found"
          found={{ list: rows, page: 2, pages: 3 }}
          empty={null}
          columns={2}
          className="w-full"
        >
          {rows.map((row) => (
            <li key={row} className="rounded-2xl border border-neutral-200 p-4">
              {row}
            </li>
          ))}
        </ResultList>
      </GalleryRow>
      <GalleryRow title={t('listEmpty')}>
        <ResultList
          summary={t('sample.list.found', { count: 0 })}
          testId="gallery-none"
          found={{ list: [], page: 1, pages: 1 }}
          empty={<p className="text-muted">{t('sample.list.empty')}</p>}
          className="w-full"
        >
          {null}
        </ResultList>
      </GalleryRow>
      <GalleryRow title={t('listPills')}>
        <PillLinks links={pills} className="" />
        <PillLinks links={pills} tone="outline" className="" />
      </GalleryRow>
    </GallerySection>
  );
}
