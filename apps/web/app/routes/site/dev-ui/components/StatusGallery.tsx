import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button.tsx';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import { Notice } from '../../../../components/ui/Notice.tsx';
import { type BadgeTone, StatusBadge } from '../../../../components/ui/StatusBadge.tsx';
import { GalleryRow, GallerySection } from './GallerySection.tsx';

const TONES: BadgeTone[] = ['attention', 'good', 'bad', 'neutral', 'new', 'info', 'strong'];

export function StatusGallery() {
  const { t } = useTranslation('DevUi');
  return (
    <>
      <GallerySection title={t('badges')}>
        <GalleryRow title={t('states')}>
          {TONES.map((tone) => (
            <StatusBadge key={tone} tone={tone}>
              {t(`sample.${tone}`)}
            </StatusBadge>
          ))}
        </GalleryRow>
      </GallerySection>
      <GallerySection title={t('notices')}>
        <GalleryRow title={t('noticeTones')}>
          <Notice tone="warning">{t('sample.noticeWarning')}</Notice>
          <Notice tone="error" title={t('sample.noticeError')}>
            {t('sample.emptyText')}
          </Notice>
          <Notice>{t('sample.info')}</Notice>
        </GalleryRow>
      </GallerySection>
      <GallerySection title={t('empty')}>
        <GalleryRow title={t('emptyDefault')}>
          <EmptyState className="w-full" />
        </GalleryRow>
        <GalleryRow title={t('emptyOwn')}>
          <EmptyState
            className="w-full"
            title={t('sample.emptyTitle')}
            action={<Button href="/dev/ui">{t('sample.emptyAction')}</Button>}
          >
            <p>{t('sample.emptyText')}</p>
          </EmptyState>
        </GalleryRow>
      </GallerySection>
    </>
  );
}
