import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLivePath } from '../../lib/live-sections.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/** The footer's links (spec section 2), each shown only while its page exists. */
const FOOTER_LINKS = [
  { path: '/salaries', label: 'salaries' },
  { path: '/agreement', label: 'terms' },
  { path: '/privacy', label: 'privacy' },
  { path: '/outstaffing', label: 'outstaffingTerms' },
  { path: '/rules', label: 'rules' },
  { path: '/cookie', label: 'cookies' },
  { path: '/contact', label: 'contact' },
  { path: '/telegram', label: 'telegramBot' },
  { path: '/sitemap', label: 'sitemap' },
] as const;

export function Footer() {
  const { t } = useTranslation('Footer');
  const to = useLocalePath();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-white">
      <div className="page-container-wide flex flex-col gap-4 py-8 text-sm text-muted md:flex-row md:items-start md:justify-between">
        <div className="max-w-md space-y-2">
          <p className="font-semibold text-ink">Hushwork</p>
          <p>{t('tagline')}</p>
          <p className="text-xs">
            {t('placesAttribution')}{' '}
            <a className="underline" href="https://www.geonames.org/" rel="noopener noreferrer">
              GeoNames
            </a>{' '}
            (
            <a
              className="underline"
              href="https://creativecommons.org/licenses/by/4.0/"
              rel="license noopener noreferrer"
            >
              CC BY 4.0
            </a>
            )
          </p>
        </div>
        <nav aria-label={t('legal')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.filter((link) => isLivePath(link.path)).map((link) => (
              <li key={link.path}>
                <Link className="hover:underline" to={to(link.path)}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs">{t('copyright', { year })}</p>
        </nav>
      </div>
    </footer>
  );
}
