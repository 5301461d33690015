import type { TEmployer } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { FormReply } from '../../lib/form-reply.ts';
import { Button } from '../ui/Button.tsx';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { MemberCardForm } from './MemberCardForm.tsx';

/** The last answer to a colleague's card form: whose card, and the form's reply. */
export type MemberCardResult = { id: number; reply: FormReply; isSaved: boolean } | null;

/**
 * The team, owner first; a manager gets block, unblock, make-admin and the card's edit for everyone but the owner
 * and themself (their own card is the form below the list).
 */
export function TeamList({
  team,
  canManage,
  viewerId,
  cardResult = null,
  busy = false,
}: {
  team: TEmployer[];
  canManage: boolean;
  viewerId: number;
  cardResult?: MemberCardResult;
  busy?: boolean;
}) {
  const { t } = useTranslation('Companies');
  return (
    <ul className="mt-6 divide-y divide-neutral-100 rounded-2xl border border-neutral-200 bg-white">
      {team.map((member) => (
        <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <p className="font-semibold">
              {member.name}
              {member.position ? <span className="font-normal text-muted"> · {member.position}</span> : null}
            </p>
            <p className="text-sm text-muted">{member.email}</p>
            <p className="mt-1 flex gap-2">
              {member.is_owner ? <StatusBadge tone="new">{t('badgeOwner')}</StatusBadge> : null}
              {member.is_admin && !member.is_owner ? <StatusBadge tone="neutral">{t('badgeAdmin')}</StatusBadge> : null}
              {member.is_blocked ? <StatusBadge tone="bad">{t('badgeBlocked')}</StatusBadge> : null}
            </p>
          </div>
          {canManage && !member.is_owner && member.id !== viewerId ? (
            <Form method="post" className="flex gap-2" aria-label={t('teamActions', { name: member.name })}>
              <input type="hidden" name="id" value={member.id} />
              {member.is_blocked ? (
                <Button type="submit" name="intent" value="unlock" variant="secondary" size="sm">
                  {t('unlock')}
                </Button>
              ) : (
                <Button type="submit" name="intent" value="block" variant="secondary" size="sm">
                  {t('block')}
                </Button>
              )}
              {member.is_admin ? null : (
                <Button type="submit" name="intent" value="admin" variant="secondary" size="sm">
                  {t('makeAdmin')}
                </Button>
              )}
            </Form>
          ) : null}
          {canManage && !member.is_owner && member.id !== viewerId ? (
            <MemberCardForm
              member={member}
              reply={cardResult?.id === member.id ? cardResult.reply : null}
              isSaved={cardResult?.id === member.id && cardResult.isSaved}
              busy={busy}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
