import { useTranslation } from 'react-i18next';
import { ButtonGallery } from './ButtonGallery.tsx';
import { ChartGallery } from './ChartGallery.tsx';
import { StepperGallery, ToastGallery } from './FeedbackGallery.tsx';
import { FieldGallery } from './FieldGallery.tsx';
import { FilterGallery, UploadGallery } from './FilterUploadGallery.tsx';
import { ListGallery } from './ListGallery.tsx';
import { NavigationGallery } from './NavigationGallery.tsx';
import { PanelGallery } from './PanelGallery.tsx';
import { StateInputGallery } from './StateInputGallery.tsx';
import { StatusGallery } from './StatusGallery.tsx';
import { TableGallery } from './TableGallery.tsx';

/** Every kit control in each of its states, apart from the page's layout so a test can render it alone. */
export function KitGallery() {
  const { t } = useTranslation('DevUi');
  return (
    <div className="page-container py-10">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('lead')}</p>
      <ButtonGallery />
      <FieldGallery />
      <StateInputGallery />
      <UploadGallery />
      <FilterGallery />
      <ListGallery />
      <NavigationGallery />
      <PanelGallery />
      <StatusGallery />
      <TableGallery />
      <ChartGallery />
      <ToastGallery />
      <StepperGallery />
    </div>
  );
}
