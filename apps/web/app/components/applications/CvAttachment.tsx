import { files } from '@hushwork/contract';
import { FileText, Paperclip, X } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { fileButtonClass } from '../ui/button-class.ts';

export const CV_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A CV for one application, uploaded from the browser as the worker's own document (`POST files/upload`; an action
 * never relays files) and posted with the form as `cv_file_id`. The label holds the file input: a keyboard-reachable
 * button named by its words.
 */
export function CvAttachment({ name = 'cv_file_id' }: { name?: string }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'apply' });
  const locale = useLocale();
  const [cv, setCv] = useState<{ id: string; name: string } | null>(null);
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
      const answer = await callApi(browserApi, files.uploadFile, { body, locale });
      if (answer.ok) setCv({ id: answer.data.id, name: answer.data.name || file.name });
      else setError(answer.error.message || t('callFailed'));
    } catch {
      setError(t('callFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mb-4" aria-busy={busy || undefined}>
      <input type="hidden" name={name} value={cv?.id ?? ''} />
      {cv ? (
        <p className="mb-2 flex items-center gap-2 text-sm">
          <FileText aria-hidden="true" className="size-4" />
          <span data-testid="attached-cv">{t('cvAttached', { name: cv.name })}</span>
          <button
            type="button"
            onClick={() => setCv(null)}
            className="inline-flex items-center gap-1 rounded px-1 text-sm underline"
          >
            <X aria-hidden="true" className="size-3.5" />
            {t('cvRemove')}
          </button>
        </p>
      ) : null}
      <label className={fileButtonClass()}>
        <Paperclip aria-hidden="true" className="size-4" />
        {busy ? t('cvUploading') : cv ? t('cvReplace') : t('cvAttach')}
        <input type="file" accept={CV_ACCEPT} disabled={busy} onChange={upload} className="sr-only" />
      </label>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
