import type { TCompany } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `border-b-2 px-1 pb-2 font-medium ${isActive ? 'border-brand-strong text-ink' : 'border-transparent text-muted'}`;

/** The company's name and tabs above a reviews page (the about and job-openings tabs draw their own). */
export function CompanyReviewsHeader({
  company,
  heading,
}: {
  company: Pick<TCompany, 'slug' | 'name' | 'moderation_status' | 'is_public'>;
  heading: string;
}) {
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const base = to(`/company/${company.slug}`);
  const isListed = company.moderation_status === 'approved' && company.is_public;
  return (
    <>
      <Breadcrumbs
        items={[
          { title: t('home'), link: to('/') },
          { title: t('listTitle'), link: to('/companies') },
          { title: company.name, link: base },
          { title: t('tabReviews'), link: `${base}/reviews` },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">{heading}</h1>
      <nav aria-label={company.name} className="mt-6 flex gap-6 border-b border-neutral-200">
        <NavLink to={base} end className={tabClass}>
          {t('tabAbout')}
        </NavLink>
        {isListed ? (
          <NavLink to={`${base}/vacancies`} className={tabClass}>
            {t('tabVacancies')}
          </NavLink>
        ) : null}
        <NavLink to={`${base}/reviews`} className={tabClass}>
          {t('tabReviews')}
        </NavLink>
        <NavLink to={`${base}/photos`} className={tabClass}>
          {t('tabPhotos')}
        </NavLink>
      </nav>
    </>
  );
}
