import { IDENTITY } from '@hushwork/contract';
import type { MailBodies } from '../../platform/mail/mail-kinds.ts';
import { checkedLink } from '../../platform/mail/render-mail.ts';

declare module '../../platform/mail/mail-kinds.ts' {
  interface MailParamsByKind {
    /** To a company's team: a worker applied to one of its vacancies (notification kind `response`). */
    new_response: { company: string; vacancy: string; link: string };
    /** To a worker: a company sent them an offer (notification kind `job_offer`). */
    job_offer_received: { company: string; vacancy: string; link: string };
    /** To the member who sent an offer: the candidate answered it (notification kind `job_offer`). */
    job_offer_answered: { company: string; vacancy: string; answer: 'approved' | 'declined'; link: string };
    /** To a guest who applied without an account: the application went, and the account waits for a password. */
    quick_apply_account: { company: string; vacancy: string; link: string };
  }
}

const DAY_S = 24 * 60 * 60;

/** Bodies of the applications domain's mails; their words are the `Mail:<kind>.*` catalog strings. */
export const applicationMails = {
  new_response: ({ vacancy, link }, t) => [
    { type: 'paragraph', text: t('intro', { vacancy }) },
    { type: 'button', label: t('button'), href: checkedLink(link) },
  ],
  job_offer_received: ({ company, vacancy, link }, t) => [
    { type: 'paragraph', text: t('intro', { company, vacancy }) },
    { type: 'notice', text: t('note') },
    { type: 'button', label: t('button'), href: checkedLink(link) },
  ],
  job_offer_answered: ({ vacancy, answer, link }, t) => [
    { type: 'paragraph', text: t(answer === 'approved' ? 'approved' : 'declined', { vacancy }) },
    { type: 'button', label: t('button'), href: checkedLink(link) },
  ],
  quick_apply_account: ({ company, vacancy, link }, t) => [
    { type: 'paragraph', text: t('intro', { company, vacancy }) },
    { type: 'button', label: t('button'), href: checkedLink(link) },
    { type: 'note', text: t('validDays', { count: Math.round(IDENTITY.finishAccountTtlS / DAY_S) }) },
  ],
} satisfies MailBodies;
