import type { MailBodies } from '../../platform/mail/mail-kinds.ts';
import { checkedLink } from '../../platform/mail/render-mail.ts';

declare module '../../platform/mail/mail-kinds.ts' {
  interface MailParamsByKind {
    /** The tariffs and their prices, to an address typed on the pricing page. */
    tariff_offer: { tariffs: string[]; link: string };
  }
}

/** What billing mails: the pricing offer a visitor asked for. */
export const billingMails = {
  tariff_offer: ({ tariffs, link }, t) => [
    { type: 'paragraph', text: t('intro') },
    ...tariffs.map((line) => ({ type: 'notice' as const, text: line })),
    { type: 'button', label: t('button'), href: checkedLink(link) },
    { type: 'note', text: t('note') },
  ],
} satisfies MailBodies;
