import { IDENTITY } from '@hushwork/contract';
import type { MailBodies } from '../../platform/mail/mail-kinds.ts';
import { checkedLink } from '../../platform/mail/render-mail.ts';

declare module '../../platform/mail/mail-kinds.ts' {
  interface MailParamsByKind {
    /** Moderation rejected an owner's vacancy, company, profile or review; `item` names the queue. */
    moderation_rejected: {
      item: 'vacancies' | 'companies' | 'candidates' | 'reviews' | 'comments';
      title: string;
      reason: string;
      link: string;
    };
    /** Another admin invited this one; `link` sets the first password (IDENTITY.finishAccountTtlS). */
    admin_invitation: { name: string; inviter: string; link: string };
  }
}

const DAY_S = 24 * 60 * 60;

/** Bodies of the admin domain's mails; their words are the `Mail:<kind>.*` catalog strings. */
export const adminMails = {
  moderation_rejected: ({ item, title, reason, link }, t) => [
    { type: 'paragraph', text: t(`intro_${item}`, { title }) },
    { type: 'notice', text: reason },
    // A comment cannot be edited: its author writes a new one instead.
    { type: 'paragraph', text: t(item === 'comments' ? 'fixComment' : 'fix') },
    { type: 'button', label: t('button'), href: checkedLink(link) },
  ],
  admin_invitation: ({ inviter, link }, t) => [
    { type: 'paragraph', text: t('intro', { inviter }) },
    { type: 'paragraph', text: t('steps') },
    { type: 'button', label: t('button'), href: checkedLink(link) },
    { type: 'note', text: t('validDays', { count: Math.round(IDENTITY.finishAccountTtlS / DAY_S) }) },
  ],
} satisfies MailBodies;
