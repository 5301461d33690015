import { LOCALES } from '@hushwork/contract';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { switchLocale } from '../../lib/locale-path.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { DropdownLink, HeaderDropdown } from './HeaderDropdown.tsx';

export const LANGUAGE_LABELS = { en: 'English', de: 'Deutsch', pl: 'Polski', ru: 'Русский', uk: 'Українська' } as const;

/**
 * Links to the same page in each language, query and hash kept; real links, so they work before hydration and for
 * crawlers. A full page load, because the whole tree (catalogs, dates) changes language.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('Header');
  const location = useLocation();
  const current = useLocale();
  return (
    <HeaderDropdown
      testId="language-switcher"
      triggerClassName="inline-flex cursor-pointer items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold uppercase hover:bg-neutral-100"
      trigger={
        <>
          <Globe aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{t('language')}: </span>
          {current}
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </>
      }
    >
      {LOCALES.map((locale) => (
        <DropdownLink
          key={locale}
          to={switchLocale(locale, location)}
          hrefLang={locale}
          lang={locale}
          reloadDocument
          aria-current={locale === current ? 'true' : undefined}
          className="aria-[current]:font-semibold"
        >
          {LANGUAGE_LABELS[locale]}
          {locale === current ? <Check aria-hidden="true" className="ml-auto h-4 w-4" /> : null}
        </DropdownLink>
      ))}
    </HeaderDropdown>
  );
}
