import { LOCALES } from '@hushwork/contract';
import { LANGUAGE_LABELS } from '../layout/LanguageSwitcher.tsx';

/** The five languages as a select's options, each named in itself (as the header's switcher names them). */
export const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ key: locale, name: LANGUAGE_LABELS[locale] }));
