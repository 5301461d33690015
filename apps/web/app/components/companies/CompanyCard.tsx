import type { TCompanyListItem } from '@hushwork/contract';
import { Building2, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

/** One company in the directory: what a job seeker scans for before opening the page. */
export function CompanyCard({ company }: { company: TCompanyListItem }) {
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        {company.logo_id ? (
          // The name beside it says which company: the logo is decoration here.
          <img src={`/api/images/${company.logo_id}?variant=thumb`} alt="" className="size-8 rounded object-contain" />
        ) : (
          <Building2 aria-hidden="true" className="size-5 text-muted" />
        )}
        <Link to={to(`/company/${company.slug}`)} className="hover:underline">
          {company.name}
        </Link>
      </h2>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted">
        {company.size ? <span>{t('employees', { size: company.size })}</span> : null}
        {company.offices.length > 0 ? (
          <span className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {company.offices.map((office) => office.name).join(', ')}
          </span>
        ) : null}
      </p>
      {company.description ? <p className="mt-3 line-clamp-3">{company.description}</p> : null}
      {company.technologies.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('technologies')}>
          {company.technologies.map((technology) => (
            <li key={technology.id} className="rounded-full bg-neutral-100 px-3 py-1 text-sm">
              {technology.name}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
