import type { TTeamInvitation } from '@hushwork/contract';
import { MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../ui/Button.tsx';

/** What the page's action answered to an invitation form (team-invitations.server.ts). */
export type InvitationAnswer = { intent: 'accept-invitation' | 'decline-invitation'; message: string | null };

/**
 * The teams that invited this company account, each to accept or decline. Shown on the employer profile (while it
 * waits for a request of its own) and on the add-company wizard (before it has any company), where the invitation
 * mail leads. Nothing shows when there are none, except the outcome of the answer just given.
 */
export function TeamInvitations({
  invitations,
  answer,
  isWaiting,
}: {
  invitations: TTeamInvitation[];
  answer: InvitationAnswer | null | undefined;
  isWaiting: boolean;
}) {
  const { t } = useTranslation('Companies');
  const outcome = answer?.message ?? (answer?.intent === 'decline-invitation' ? t('invitationDeclined') : null);
  if (invitations.length === 0 && !outcome) return null;
  return (
    <section aria-labelledby="team-invitations" className="mt-6 rounded-2xl border border-brand bg-white p-6">
      <h2 id="team-invitations" className="flex items-center gap-2 text-lg font-semibold">
        <MailPlus aria-hidden="true" className="size-5 text-muted" />
        {t('invitationsTitle')}
      </h2>
      {outcome ? (
        <p role={answer?.message ? 'alert' : 'status'} className="mt-2">
          {outcome}
        </p>
      ) : null}
      <ul className="mt-4 space-y-4">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="rounded-lg bg-neutral-50 p-4">
            <p className="font-medium">
              {t('invitationFrom', { inviter: invitation.inviter, company: invitation.company.name })}
            </p>
            {invitation.position ? (
              <p className="mt-1 text-sm text-muted">{t('invitationPosition', { position: invitation.position })}</p>
            ) : null}
            {isWaiting ? <p className="mt-1 text-sm text-muted">{t('invitationKeepsRequest')}</p> : null}
            <Form method="post" className="mt-3 flex flex-wrap gap-2">
              <input type="hidden" name="id" value={invitation.id} />
              <Button
                type="submit"
                name="intent"
                value="accept-invitation"
                aria-label={t('acceptInvitationOf', { company: invitation.company.name })}
              >
                {t('acceptInvitation')}
              </Button>
              <Button
                type="submit"
                name="intent"
                value="decline-invitation"
                aria-label={t('declineInvitationOf', { company: invitation.company.name })}
                variant="secondary"
              >
                {t('declineInvitation')}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
