import type { TUser } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '../ui/Notice.tsx';

/**
 * What a moderator wrote when rejecting the owner's vacancy, company or profile, shown to the owner while it stays
 * rejected (the API answers the note only then).
 */
export function ModerationNote({ status, note }: { status: string; note: string | null | undefined }) {
  const { t } = useTranslation('Profile');
  if (status !== 'rejected' || !note) return null;
  return (
    <Notice tone="error" title={t('moderationNoteTitle')} className="mt-4">
      <p className="whitespace-pre-line">{note}</p>
      <p className="mt-2">{t('moderationNoteFix')}</p>
    </Notice>
  );
}

/** The note on the account's own company or candidate profile, under the profile's status badge. */
export function ProfileModerationNote({ user }: { user: Pick<TUser, 'candidate' | 'company'> }) {
  const subject = user.candidate ?? user.company;
  return subject ? <ModerationNote status={subject.moderation_status} note={subject.moderation_note} /> : null;
}
