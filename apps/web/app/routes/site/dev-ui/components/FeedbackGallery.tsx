import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button.tsx';
import { Stepper } from '../../../../components/ui/Stepper.tsx';
import { Toast } from '../../../../components/ui/Toast.tsx';
import { useToast } from '../../../../components/ui/ToastProvider.tsx';
import { GalleryRow, GallerySection } from './GallerySection.tsx';

const TONES = ['success', 'info', 'error'] as const;

export function ToastGallery() {
  const { t } = useTranslation('DevUi');
  const toast = useToast();
  return (
    <GallerySection title={t('toasts')}>
      <GalleryRow title={t('toastTones')}>
        <div className="grid w-full max-w-md gap-2">
          {TONES.map((tone) => (
            <Toast key={tone} toast={{ tone, text: t(`sample.toast.${tone}`) }} />
          ))}
        </div>
      </GalleryRow>
      <GalleryRow title={t('toastLive')}>
        {TONES.map((tone) => (
          <Button key={tone} variant="secondary" onClick={() => toast.show({ tone, text: t(`sample.toast.${tone}`) })}>
            {t(`sample.toast.show.${tone}`)}
          </Button>
        ))}
      </GalleryRow>
    </GallerySection>
  );
}

/** A four-step wizard whose Back and Next work; the last step's button is busy for a while after a click. */
function SampleStepper({ start, isBusy = false }: { start: number; isBusy?: boolean }) {
  const { t } = useTranslation('DevUi', { keyPrefix: 'sample.step' });
  const [step, setStep] = useState(start);
  const names = [t('about'), t('requirements'), t('salary'), t('publish')];
  return (
    <div className="w-full rounded-2xl border border-neutral-200 p-6">
      <Stepper
        step={step}
        names={names}
        onStep={setStep}
        submitLabel={t('send')}
        busyLabel={t('sending')}
        isBusy={isBusy}
      >
        <p className="text-muted">{t('fields', { name: names[step - 1] })}</p>
      </Stepper>
    </div>
  );
}

export function StepperGallery() {
  const { t } = useTranslation('DevUi');
  return (
    <GallerySection title={t('stepper')}>
      <GalleryRow title={t('stepperFirst')}>
        <SampleStepper start={1} />
      </GalleryRow>
      <GalleryRow title={t('stepperMiddle')}>
        <SampleStepper start={2} />
      </GalleryRow>
      <GalleryRow title={t('stepperLast')}>
        <SampleStepper start={4} isBusy />
      </GalleryRow>
    </GallerySection>
  );
}
