import { readFileSync } from 'node:fs';

/** One namespace of the message catalogs the pages use, so a test expects the very words a page shows. */
export const catalog = <T = Record<string, string>>(locale: string, namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../../packages/contract/i18n/${locale}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as T;
