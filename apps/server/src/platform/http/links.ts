import { DEFAULT_LOCALE, type Locale } from '@hushwork/contract';
import type { Config } from '../../config.ts';
import { publicOriginOf } from './public-origin.ts';

/** Absolute links for mails: the public address when configured, else this server's own. */
export function createLinkBuilder(config: Config) {
  const origin = publicOriginOf(config);
  return (locale: Locale, path: string, query?: Record<string, string>) => {
    const localized = locale === DEFAULT_LOCALE ? path : `/${locale}${path === '/' ? '' : path}`;
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    return `${origin}${localized}${search}`;
  };
}
