import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALES, type Locale } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { switchLocale } from '../../lib/locale-path.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** Remembered for a year (spec section 9), written before the page in the new language loads. */
function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

const LABELS = { en: 'English', de: 'Deutsch', pl: 'Polski', ru: 'Русский', uk: 'Українська' } as const;

/** Plain links to the same page in each language: they work before hydration and for crawlers. */
export function LanguageSwitcher() {
  const { t } = useTranslation('Header');
  const location = useLocation();
  const current = useLocale();
  return (
    <details className="relative" data-testid="language-switcher">
      <summary className="cursor-pointer list-none rounded-md px-2 py-1 text-sm font-semibold uppercase hover:bg-neutral-100">
        <span className="sr-only">{t('language')}: </span>
        {current}
      </summary>
      <ul className="absolute right-0 z-30 mt-2 w-44 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={switchLocale(locale, location)}
              hrefLang={locale}
              lang={locale}
              reloadDocument
              onClick={() => rememberLocale(locale)}
              aria-current={locale === current ? 'true' : undefined}
              className="block rounded-md px-3 py-2 text-sm hover:bg-brand-soft aria-[current]:font-semibold"
            >
              {LABELS[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
