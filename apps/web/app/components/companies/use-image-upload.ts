import { files } from '@hushwork/contract';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/use-locale.ts';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
export type UploadedImage = { id: string; thumb_url: string };

/**
 * The wizard's pictures: each goes from the browser to the files platform at once (re-encoded there) and comes back
 * as an id the form posts; a refusal shows in the API's words, already in the page's language.
 */
export function useImageUpload(onUploaded: (image: UploadedImage) => void) {
  const { t } = useTranslation('Companies');
  const locale = useLocale();
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
      if (answer.ok) onUploaded({ id: answer.data.id, thumb_url: answer.data.thumb_url });
      else setError(answer.error.message || t('uploadFailed'));
    } catch {
      setError(t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, upload };
}
