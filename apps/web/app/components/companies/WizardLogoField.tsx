import { FILE_ACCEPT } from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, UploadButton } from '../ui/UploadButton.tsx';
import { type UploadedImage, useImageUpload } from './use-image-upload.ts';

/** The wizard's logo: uploaded at once, posted as `logo_id`, which the company's save checks is an image. */
export function WizardLogoField() {
  const { t } = useTranslation('Companies');
  const [logo, setLogo] = useState<UploadedImage | null>(null);
  const { busy, error, upload } = useImageUpload(setLogo);
  return (
    <div className="mt-4">
      <p className="mb-1 text-sm font-semibold">{t('logo')}</p>
      <div className="flex items-center gap-4">
        {logo ? (
          <img
            src={logo.thumb_url}
            alt={t('logo')}
            className="size-16 rounded-lg border border-neutral-200 object-cover"
          />
        ) : null}
        <UploadButton
          label={t('choosePicture', { what: t('logo') })}
          busy={busy}
          accept={FILE_ACCEPT.image}
          onFile={upload}
        />
      </div>
      <p className="mt-1 text-xs text-muted">{t('pictureHint')}</p>
      <ErrorText message={error} className="mt-1" />
      {logo ? <input type="hidden" name="logo_id" value={logo.id} /> : null}
    </div>
  );
}
