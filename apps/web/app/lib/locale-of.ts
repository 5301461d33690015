import { isLocale, type Locale } from '@hushwork/contract';

/** The page's locale from its route params (English when unprefixed). */
export const localeOfParams = (params: { lang?: string }): Locale => (isLocale(params.lang) ? params.lang : 'en');
