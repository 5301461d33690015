import type { TCompany } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `border-b-2 px-1 pb-2 font-medium ${isActive ? 'border-brand-strong text-ink' : 'border-transparent text-muted'}`;

type TabCompany = Pick<TCompany, 'slug' | 'name' | 'moderation_status' | 'is_public'>;

/**
 * The tabs of a company's pages. Job openings are a listed company's only; the company page shows its reviews tab
 * when listed too, while the reviews pages (which its team may open before approval) always show it.
 */
export function CompanyTabNav({ company, showReviews }: { company: TabCompany; showReviews: boolean }) {
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const base = to(`/company/${company.slug}`);
  const isListed = company.moderation_status === 'approved' && company.is_public;
  return (
    <nav aria-label={company.name} className="mt-6 flex gap-6 border-b border-neutral-200">
      <NavLink to={base} end className={tabClass}>
        {t('tabAbout')}
      </NavLink>
      {isListed ? (
        <NavLink to={`${base}/vacancies`} className={tabClass}>
          {t('tabVacancies')}
        </NavLink>
      ) : null}
      {showReviews ? (
        <NavLink to={`${base}/reviews`} className={tabClass}>
          {t('tabReviews')}
        </NavLink>
      ) : null}
      <NavLink to={`${base}/photos`} className={tabClass}>
        {t('tabPhotos')}
      </NavLink>
    </nav>
  );
}

/** The company's name and tabs above a reviews page. */
export function CompanyReviewsHeader({ company, heading }: { company: TabCompany; heading: string }) {
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const base = to(`/company/${company.slug}`);
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
      <CompanyTabNav company={company} showReviews />
    </>
  );
}
