import type { MailBodies } from '../../platform/mail/mail-kinds.ts';
import { checkedLink } from '../../platform/mail/render-mail.ts';

declare module '../../platform/mail/mail-kinds.ts' {
  interface MailParamsByKind {
    /** A team member asks the company owner to pay for a community plan. */
    community_payment_link: { colleague: string; company: string; plan: string; link: string };
  }
}

/** What the community module mails: the payment link a member sends the owner. */
export const communityMails = {
  community_payment_link: ({ colleague, company, plan, link }, t) => [
    { type: 'paragraph', text: t('intro', { colleague, company, plan }) },
    { type: 'button', label: t('button'), href: checkedLink(link) },
    { type: 'note', text: t('reason') },
  ],
} satisfies MailBodies;
