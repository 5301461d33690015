import type { TErrorResponse } from '@hushwork/contract';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useLocale } from '../../lib/use-locale.ts';

type Answer = { ok: true } | { ok: false; error: TErrorResponse };

/**
 * A call the browser makes itself (an upload: the page's action never relays files): a busy state, the API's own
 * message in the page's language when it refuses, and the page's data reloaded once the profile changed.
 */
export function useProfileCall() {
  const { t } = useTranslation('Candidates');
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<Answer>) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call();
      if (answer.ok) await revalidate();
      else setError(answer.error.message || t('callFailed'));
    } catch {
      setError(t('callFailed'));
    } finally {
      setBusy(false);
    }
  };
  /** The chosen file as the multipart body (`file`); the input is emptied so the same file may be chosen again. */
  const formOf = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return null;
    const form = new FormData();
    form.append('file', file);
    return form;
  };
  return { busy, error, run, formOf, locale };
}
