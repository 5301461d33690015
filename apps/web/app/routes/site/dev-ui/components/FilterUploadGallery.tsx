import { useTranslation } from 'react-i18next';
import { FilterCheck, FilterChecks } from '../../../../components/ui/filters/FilterChecks.tsx';
import { FilterRange, FilterSearch, FilterSelect } from '../../../../components/ui/filters/FilterFields.tsx';
import { FilterForm } from '../../../../components/ui/filters/FilterForm.tsx';
import { ErrorText, UploadButton } from '../../../../components/ui/UploadButton.tsx';
import { GalleryRow, GallerySection } from './GallerySection.tsx';

/** A list's filters as the job and candidate searches build them: a GET form whose every change applies itself. */
export function FilterGallery() {
  const { t } = useTranslation('DevUi');
  const levels = (['junior', 'middle', 'senior'] as const).map((value, index) => ({
    value,
    label: t(`sample.field.${value}`),
    count: [12, 40, 7][index],
  }));
  return (
    <GallerySection title={t('filters')}>
      <GalleryRow title={t('filtersForm')}>
        <div className="w-full max-w-sm">
          <FilterForm label={t('filters')} submitLabel={t('sample.filter.apply')} resetLabel={t('sample.filter.reset')}>
            <FilterSearch label={t('sample.field.title')} value="" placeholder="Go, React…" maxLength={100} />
            <FilterChecks legend={t('sample.field.level')} name="level" options={levels} chosen={['middle']} />
            <FilterCheck name="remote" label={t('sample.field.remote')} count={25} isChecked={false} />
            <FilterSelect
              label={t('sample.field.kind')}
              name="kind"
              value=""
              empty={t('sample.filter.any')}
              options={[
                { value: 'full', label: t('sample.field.fullTime') },
                { value: 'part', label: t('sample.field.partTime') },
              ]}
            />
            <FilterRange
              legend={t('sample.filter.salary')}
              from={{ name: 'salary_from', label: t('sample.filter.from'), value: 2000 }}
              to={{ name: 'salary_to', label: t('sample.filter.to'), value: undefined }}
              max={100000}
            />
          </FilterForm>
        </div>
      </GalleryRow>
    </GallerySection>
  );
}

/** A file sent the moment it is chosen, waiting for it, and refused with the API's words. */
export function UploadGallery() {
  const { t } = useTranslation('DevUi');
  const ignore = () => {};
  return (
    <GallerySection title={t('uploads')}>
      <GalleryRow title={t('states')}>
        <UploadButton label={t('sample.upload.photo')} accept="image/*" onFile={ignore} />
        <UploadButton label={t('sample.upload.cv')} accept=".pdf" icon="file" onFile={ignore} />
        <UploadButton label={t('sample.upload.photo')} accept="image/*" busy onFile={ignore} />
      </GalleryRow>
      <GalleryRow title={t('uploadRefused')}>
        <div>
          <UploadButton label={t('sample.upload.cv')} accept=".pdf" icon="file" onFile={ignore} />
          <ErrorText message={t('sample.upload.refused')} />
        </div>
      </GalleryRow>
    </GallerySection>
  );
}
