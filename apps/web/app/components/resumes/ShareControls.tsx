import { resumes } from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { callApi } from '../../lib/api.ts';
import type { RootData } from '../../lib/root-data.server.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';
import { CheckInput } from '../ui/StateInputs.tsx';
import { ErrorText } from '../ui/UploadButton.tsx';
import { resumeApi } from './resume-api.ts';

export type Sharing = { shared: boolean; indexable: boolean };

/**
 * Publishing at `/cv/{id}` and taking it back: the public link while shared, and whether search engines may list
 * the page (off unless the owner opts in).
 */
export function ShareControls({
  id,
  token,
  sharing,
  onChange,
}: {
  id: string;
  token: string | null;
  sharing: Sharing;
  onChange: (sharing: Sharing) => void;
}) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const locale = useLocale();
  const to = useLocalePath();
  const [indexable, setIndexable] = useState(sharing.indexable);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The site's public address, the same on the server and in the browser: a link drawn from `window` differed from
  // the server's HTML and broke hydration.
  const origin = useRouteLoaderData<RootData>('root')?.origin;
  const link = origin ? new URL(to(`/cv/${id}`), origin).href : to(`/cv/${id}`);
  const run = async (share: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const api = resumeApi(token);
      const answer = share
        ? await callApi(api, resumes.shareResume, { params: { id }, body: { indexable }, locale })
        : await callApi(api, resumes.hideResume, { params: { id }, locale });
      if (!answer.ok) return setError(answer.error.message || t('saveFailed'));
      onChange({ shared: answer.data.shared, indexable: answer.data.indexable });
    } catch {
      setError(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      {sharing.shared ? (
        <>
          <p className="mb-2">{t('sharedAt')}</p>
          <p className="mb-3 break-all">
            <a href={link} className="font-semibold text-brand-strong underline" data-testid="resume-share-link">
              {link}
            </a>
          </p>
          <Button variant="secondary" busy={busy} onClick={() => void run(false)}>
            {t('hide')}
          </Button>
        </>
      ) : (
        <>
          <p className="mb-2 text-muted">{t('shareLead')}</p>
          <CheckInput label={t('indexable')} checked={indexable} onChange={setIndexable} />
          <Button variant="secondary" busy={busy} onClick={() => void run(true)}>
            {t('share')}
          </Button>
        </>
      )}
      <ErrorText message={error} />
    </div>
  );
}
