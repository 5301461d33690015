import type { MailBodies } from '../../../platform/mail/mail-kinds.ts';
import { checkedLink } from '../../../platform/mail/render-mail.ts';

declare module '../../../platform/mail/mail-kinds.ts' {
  interface MailParamsByKind {
    /**
     * A seeker's resume, to the company of a vacancy it was sent for: what the resume holds (its position and the
     * name written in it), its link, and the link that stops every mailing to this address.
     */
    resume_mailing: {
      position: string;
      candidate: string;
      vacancy: string;
      resume_link: string;
      unsubscribe_link: string;
    };
  }
}

/** What resume mailing sends: one mail per company reached, in the company's language. */
export const mailingMails = {
  resume_mailing: ({ position, candidate, vacancy, resume_link, unsubscribe_link }, t) => [
    { type: 'paragraph', text: t('intro', { vacancy }) },
    { type: 'notice', text: candidate ? `${candidate} · ${position}` : position },
    { type: 'button', label: t('button'), href: checkedLink(resume_link) },
    { type: 'paragraph', text: t('attached') },
    { type: 'note', text: t('unsubscribe', { link: checkedLink(unsubscribe_link) }) },
  ],
} satisfies MailBodies;
