import { DEFAULT_LOCALE, type Locale } from '@hushwork/contract';
import type { Config } from '../../config.ts';

/** Absolute links for mails: the public address when configured, else this server's own. */
export function createLinkBuilder(config: Config) {
  const origin = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return (locale: Locale, path: string, query?: Record<string, string>) => {
    const localized = locale === DEFAULT_LOCALE ? path : `/${locale}${path === '/' ? '' : path}`;
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    return `${origin}${localized}${search}`;
  };
}
