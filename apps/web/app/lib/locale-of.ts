import { type Locale, toLocale } from '@hushwork/contract';

/** The page's locale from its route params (English when unprefixed). */
export const localeOfParams = (params: { lang?: string }): Locale => toLocale(params.lang);
