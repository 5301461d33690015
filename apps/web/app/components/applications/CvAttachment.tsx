import { FILE_ACCEPT, files } from '@hushwork/contract';
import { FileText, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { fileBody, useBrowserCall } from '../../lib/use-browser-call.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';
import { ErrorText, UploadButton } from '../ui/UploadButton.tsx';

/**
 * A CV for one application, uploaded from the browser as the worker's own document (`POST files/upload`; an action
 * never relays files) and posted with the form as `cv_file_id`.
 */
export function CvAttachment({ name = 'cv_file_id' }: { name?: string }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'apply' });
  const locale = useLocale();
  const [cv, setCv] = useState<{ id: string; name: string } | null>(null);
  const { busy, error, run } = useBrowserCall();
  const upload = (file: File) =>
    void run(
      () => callApi(browserApi, files.uploadFile, { body: fileBody(file), locale }),
      (uploaded) => setCv({ id: uploaded.id, name: uploaded.name || file.name }),
    );
  return (
    <div className="mb-4" aria-busy={busy || undefined}>
      <input type="hidden" name={name} value={cv?.id ?? ''} />
      {cv ? (
        <p className="mb-2 flex items-center gap-2 text-sm">
          <FileText aria-hidden="true" className="size-4" />
          <span data-testid="attached-cv">{t('cvAttached', { name: cv.name })}</span>
          <Button variant="ghost" size="sm" onClick={() => setCv(null)}>
            <X aria-hidden="true" className="size-3.5" />
            {t('cvRemove')}
          </Button>
        </p>
      ) : null}
      <UploadButton
        label={cv ? t('cvReplace') : t('cvAttach')}
        busyLabel={t('cvUploading')}
        busy={busy}
        accept={FILE_ACCEPT.cv}
        icon="file"
        onFile={upload}
      />
      <ErrorText message={error} />
    </div>
  );
}
