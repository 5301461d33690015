import { useTranslation } from 'react-i18next';
import { Panel, type PanelTone } from '../../../../components/ui/Panel.tsx';
import { GalleryRow, GallerySection } from './GallerySection.tsx';

const TONES: PanelTone[] = ['card', 'soft', 'plain'];

/** A page's titled block in each tone, with and without its lead. */
export function PanelGallery() {
  const { t } = useTranslation('DevUi');
  return (
    <GallerySection title={t('panels')}>
      {TONES.map((tone) => (
        <GalleryRow key={tone} title={t(`panelTone.${tone}`)}>
          <Panel title={t('sample.panel.title')} lead={t('sample.panel.lead')} tone={tone} className="w-full">
            <p className="mt-4">{t('sample.panel.text')}</p>
          </Panel>
        </GalleryRow>
      ))}
      <GalleryRow title={t('panelBare')}>
        <Panel title={t('sample.panel.title')} className="w-full" />
      </GalleryRow>
    </GallerySection>
  );
}
