import type { TErrorResponse } from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';

type Answer<T> = { ok: true; data: T } | { ok: false; error: TErrorResponse };

/**
 * A call the page's script makes itself (an upload: an action never relays files): busy while it runs, the API's own
 * refusal in the page's language (or a word of ours when the call never got an answer), and, with `revalidate`, the
 * page's data reloaded once the call changed it.
 */
export function useBrowserCall({ revalidate = false }: { revalidate?: boolean } = {}) {
  const { t } = useTranslation('Ui');
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async <T>(call: () => Promise<Answer<T>>, onDone?: (data: T) => void) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call();
      if (!answer.ok) return setError(answer.error.message || t('callFailed'));
      onDone?.(answer.data);
      if (revalidate) await revalidator.revalidate();
    } catch {
      setError(t('callFailed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** A chosen file as the multipart body the upload calls take (`file`). */
export function fileBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}
