import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useIsLive } from '../layout/use-is-live.ts';

/** From a vacancy's manage page to the responses it received, once that page is live. */
export function VacancyResponsesLink({ vacancyId }: { vacancyId: number }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'responses' });
  const to = useLocalePath();
  const isLive = useIsLive();
  const path = `/profile/job-openings/${vacancyId}/candidates`;
  if (!isLive(path)) return null;
  return (
    <p className="mt-4">
      <Link to={to(path)} className="inline-flex items-center gap-1.5 font-semibold underline">
        <Users aria-hidden="true" className="size-4" />
        {t('seeResponses')}
      </Link>
    </p>
  );
}
