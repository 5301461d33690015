import type { TExternalJobCard } from '@hushwork/contract';
import { Building2, Globe, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { salaryOf } from './external-job-words.ts';

/** An external job in a list: its title (to its page here), company, place, salary and where it comes from. */
export function ExternalJobCard({ job }: { job: TExternalJobCard }) {
  const { t } = useTranslation('ExternalJobs');
  const to = useLocalePath();
  const locale = useLocale();
  const salary = salaryOf(t, job);
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-5">
      <h2 className="text-lg font-semibold">
        <Link to={to(`/job-openings/external/${job.slug}`)} className="hover:underline">
          {job.title}
        </Link>
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        <span className="flex items-center gap-1">
          <Building2 aria-hidden="true" className="size-4" />
          {job.company.name}
        </span>
        {job.location ? (
          <span className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {job.location}
          </span>
        ) : null}
        {job.is_remote ? (
          <span className="flex items-center gap-1">
            <Globe aria-hidden="true" className="size-4" />
            {t('remote')}
          </span>
        ) : null}
      </p>
      {salary ? <p className="mt-2 font-semibold">{salary}</p> : null}
      {job.excerpt ? <p className="mt-2 line-clamp-3">{job.excerpt}</p> : null}
      <p className="mt-3 text-sm text-muted">
        {t('published', { date: dateText(job.published_at, locale, 'day') })} · {t('via', { source: job.source })}
      </p>
    </li>
  );
}
