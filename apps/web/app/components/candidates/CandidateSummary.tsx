import type { TCandidateOwn } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/fields/FormParts.tsx';
import { STATUS_TONES, StatusBadge } from '../ui/StatusBadge.tsx';

export type PublishResult = { published: true } | { published: false; message: string } | undefined;

/**
 * The profile at a glance for its owner: what companies see it as, where moderation stands (a rejection said
 * plainly), and its publication date, which the owner may raise to the top of the lists once a day.
 */
export function CandidateSummary({
  candidate,
  publish,
  now,
}: {
  candidate: TCandidateOwn;
  publish: PublishResult;
  now: number;
}) {
  const { t } = useTranslation('Candidates');
  const locale = useLocale();
  const to = useLocalePath();
  const busy = useNavigation().formData?.get('intent') === 'publish';
  const status = candidate.moderation_status;
  const canPublish = new Date(candidate.next_publish_at).getTime() <= now;
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl border border-neutral-200 bg-white p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="summary-title" className="text-lg font-semibold">
          {candidate.label}
        </h2>
        <StatusBadge tone={STATUS_TONES[status]} testId="moderation-status">
          {t(`moderation_${status}`)}
        </StatusBadge>
      </div>
      <p
        className={`mt-3 rounded-lg p-3 text-sm ${status === 'rejected' ? 'bg-red-50 text-red-800' : 'bg-neutral-50'}`}
      >
        {t(`moderationText_${status}`)}
        {status === 'approved' && !candidate.is_public ? ` ${t('notListedText')}` : null}
      </p>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('desiredPosition')}</dt>
          <dd className="font-medium">{candidate.desired_position}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('publishedAt')}</dt>
          <dd className="font-medium">{dateText(candidate.published_at, locale, 'dateTime')}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button to={to('/profile/resume')}>{t('editProfile')}</Button>
        <Form method="post">
          <input type="hidden" name="intent" value="publish" />
          <Button type="submit" variant="secondary" disabled={!canPublish} busy={busy} aria-describedby="publish-hint">
            {t('raiseProfile')}
          </Button>
        </Form>
      </div>
      <p id="publish-hint" className="mt-2 text-sm text-muted">
        {canPublish
          ? t('raiseHint')
          : t('raiseAgainAt', { date: dateText(candidate.next_publish_at, locale, 'dateTime') })}
      </p>
      {publish?.published ? <FormAlert tone="success" message={t('raised')} /> : null}
      {publish && !publish.published ? <FormAlert message={publish.message} /> : null}
    </section>
  );
}
