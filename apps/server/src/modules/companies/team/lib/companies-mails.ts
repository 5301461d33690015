import type { MailBodies } from '../../../../platform/mail/mail-kinds.ts';
import { checkedLink } from '../../../../platform/mail/render-mail.ts';

declare module '../../../../platform/mail/mail-kinds.ts' {
  interface MailParamsByKind {
    /** A team manager invited an address that has no account yet. */
    team_invitation: { name: string; company: string; inviter: string; link: string };
    /** A team manager invited a company account: it accepts or declines in its profile. */
    team_invitation_account: { name: string; company: string; inviter: string; link: string };
  }
}

/** Bodies of the companies domain's mails; their words are the `Mail:<kind>.*` catalog strings. */
export const companyMails = {
  team_invitation: ({ company, inviter, link }, t) => [
    { type: 'paragraph', text: t('intro', { company, inviter }) },
    { type: 'button', label: t('button'), href: checkedLink(link) },
    { type: 'note', text: t('note') },
  ],
  team_invitation_account: ({ company, inviter, link }, t) => [
    { type: 'paragraph', text: t('intro', { company, inviter }) },
    { type: 'button', label: t('button'), href: checkedLink(link) },
    { type: 'note', text: t('note') },
  ],
} satisfies MailBodies;
