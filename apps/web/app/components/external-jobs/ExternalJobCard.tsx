import type { TExternalJobCard } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { ExternalJobPlace, ExternalJobSource } from './ExternalJobFacts.tsx';
import { salaryOf } from './external-job-words.ts';

/** An external job in a list: its title (to its page here), company, place, salary and where it comes from. */
export function ExternalJobCard({ job }: { job: TExternalJobCard }) {
  const { t } = useTranslation('ExternalJobs');
  const to = useLocalePath();
  const salary = salaryOf(t, job);
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-5">
      <h2 className="text-lg font-semibold">
        <Link to={to(`/job-openings/external/${job.slug}`)} className="hover:underline">
          {job.title}
        </Link>
      </h2>
      <ExternalJobPlace job={job} company={job.company.name} className="mt-1 text-sm" />
      {salary ? <p className="mt-2 font-semibold">{salary}</p> : null}
      {job.excerpt ? <p className="mt-2 line-clamp-3">{job.excerpt}</p> : null}
      <ExternalJobSource job={job} className="mt-3" />
    </li>
  );
}
