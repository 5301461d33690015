import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button.tsx';
import { SwitchButton } from '../../../../components/ui/SwitchButton.tsx';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import { GalleryRow, GallerySection } from './GallerySection.tsx';

export function ButtonGallery() {
  const { t } = useTranslation('DevUi');
  const to = useLocalePath();
  return (
    <GallerySection title={t('buttons')}>
      <GalleryRow title={t('variants')}>
        <Button>{t('sample.primary')}</Button>
        <Button variant="secondary">{t('sample.secondary')}</Button>
        <Button variant="ghost">{t('sample.ghost')}</Button>
        <Button variant="danger">{t('sample.danger')}</Button>
        <Button variant="danger-outline">{t('sample.dangerOutline')}</Button>
      </GalleryRow>
      <GalleryRow title={t('sizes')}>
        <Button size="sm">{t('sample.small')}</Button>
        <Button size="md">{t('sample.medium')}</Button>
        <Button size="lg">{t('sample.large')}</Button>
      </GalleryRow>
      <GalleryRow title={t('states')}>
        <Button busy>{t('sample.busy')}</Button>
        <Button variant="secondary" busy busyLabel={t('sample.busyWords')}>
          {t('sample.busy')}
        </Button>
        <Button disabled>{t('sample.disabled')}</Button>
        <Button variant="secondary" disabled>
          {t('sample.disabled')}
        </Button>
      </GalleryRow>
      <GalleryRow title={t('switches')}>
        <SwitchButton type="button" isOn={false} label={t('sample.switchOff')} />
        <SwitchButton type="button" isOn label={t('sample.switchOn')} />
        <SwitchButton type="button" isOn busy label={t('sample.busy')} />
      </GalleryRow>
      <GalleryRow title={t('asLinks')}>
        <Button to={to('/job-openings')}>{t('sample.routerLink')}</Button>
        <Button href="/dev/mail" variant="secondary">
          {t('sample.anchor')}
        </Button>
      </GalleryRow>
    </GallerySection>
  );
}
