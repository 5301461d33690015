import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../lib/root-data.server.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/** The vacancies mega menu: job roles and the largest cities, both from the catalogs. */
export function VacanciesMenu() {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  const data = useRouteLoaderData<RootData>('root');
  const specializations = data?.menu.specializations ?? [];
  const cities = data?.menu.cities ?? [];
  return (
    <details className="group relative">
      <summary className="cursor-pointer list-none rounded-md px-2 py-1 hover:bg-neutral-100">{t('vacancies')}</summary>
      <div className="absolute left-0 z-30 mt-2 grid w-[min(90vw,640px)] grid-cols-1 gap-6 rounded-xl border border-neutral-200 bg-white p-5 shadow-xl sm:grid-cols-2">
        <nav aria-label={t('bySpecialization')}>
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('bySpecialization')}</p>
          <ul className="space-y-1">
            {specializations.map((s) => (
              <li key={s.id}>
                <Link className="text-sm hover:underline" to={to(`/job-openings/dev/${s.slug}`)}>
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('byCity')}>
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('byCity')}</p>
          <ul className="space-y-1">
            {cities.map((c) => (
              <li key={c.id}>
                <Link className="text-sm hover:underline" to={to(`/job-openings/cities/${c.slug}`)}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            className="mt-3 inline-block text-sm font-semibold text-brand-strong hover:underline"
            to={to('/job-openings')}
          >
            {t('allVacancies')}
          </Link>
        </nav>
      </div>
    </details>
  );
}
