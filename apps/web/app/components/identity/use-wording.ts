import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wording } from '../../lib/identity-messages.ts';

/** Turns a loader's `Wording` into the words of the page's language (or keeps the server's own message). */
export function useWording() {
  const { t } = useTranslation('Auth');
  return useCallback(
    (wording: Wording) => ('message' in wording ? wording.message : t(wording.key, wording.params)),
    [t],
  );
}
