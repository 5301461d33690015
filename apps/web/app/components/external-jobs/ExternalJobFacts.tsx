import type { TExternalJobCard } from '@hushwork/contract';
import { Building2, Globe, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../lib/dates.ts';
import { useLocale } from '../../lib/use-locale.ts';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="flex items-center gap-1">
      {icon}
      {children}
    </span>
  );
}

/** Who offers an external job and where, as the list's card and the job's page show it; `company` may be a link. */
export function ExternalJobPlace({
  job,
  company,
  className,
}: {
  job: TExternalJobCard;
  company: ReactNode;
  className: string;
}) {
  const { t } = useTranslation('ExternalJobs');
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-muted ${className}`}>
      <Fact icon={<Building2 aria-hidden="true" className="size-4" />}>{company}</Fact>
      {job.location ? <Fact icon={<MapPin aria-hidden="true" className="size-4" />}>{job.location}</Fact> : null}
      {job.is_remote ? <Fact icon={<Globe aria-hidden="true" className="size-4" />}>{t('remote')}</Fact> : null}
    </p>
  );
}

/** When an external job was published and on which site. */
export function ExternalJobSource({ job, className }: { job: TExternalJobCard; className: string }) {
  const { t } = useTranslation('ExternalJobs');
  const locale = useLocale();
  return (
    <p className={`text-sm text-muted ${className}`}>
      {t('published', { date: dateText(job.published_at, locale, 'day') })} · {t('via', { source: job.source })}
    </p>
  );
}
