import { files } from '@hushwork/contract';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/use-locale.ts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * The wizard's logo: the picture goes from the browser to the files platform at once (re-encoded there), and the
 * form posts only its id as `logo_id`, which the company's save checks is an image.
 */
export function WizardLogoField() {
  const { t } = useTranslation('Companies');
  const locale = useLocale();
  const [logo, setLogo] = useState<{ id: string; thumb_url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    setError(null);
    try {
      const answer = await callApi(browserApi, files.uploadImage, { body, locale });
      if (answer.ok) setLogo({ id: answer.data.id, thumb_url: answer.data.thumb_url });
      else setError(answer.error.message || t('uploadFailed'));
    } catch {
      setError(t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
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
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm font-medium focus-within:outline-2 focus-within:outline-brand-strong">
          <ImagePlus aria-hidden="true" className="size-4" />
          {busy ? t('uploading') : t('choosePicture', { what: t('logo') })}
          <input type="file" accept={IMAGE_TYPES} disabled={busy} onChange={upload} className="sr-only" />
        </label>
      </div>
      <p className="mt-1 text-xs text-muted">{t('pictureHint')}</p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {logo ? <input type="hidden" name="logo_id" value={logo.id} /> : null}
    </div>
  );
}
