import { type Locale, toLocale } from '@hushwork/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from './locale-path.ts';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.language);
}

/** Builds links in the current language: `to('/candidates')` is `/de/candidates` on a German page. */
export function useLocalePath() {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}
