import type { MailBodies, MailPart } from '../../platform/mail/mail-kinds.ts';
import { checkedLink } from '../../platform/mail/render-mail.ts';

declare module '../../platform/mail/mail-kinds.ts' {
  interface MailParamsByKind {
    /**
     * Unread messages waited `MESSAGING.digestAfterS`: how many, in which conversations (a company's name for a
     * candidate, the candidate's anonymous label for a company), and a link to them. Never the messages' text.
     */
    message_digest: { count: number; rooms: { title: string; count: number }[]; more: number; link: string };
  }
}

/** Bodies of the messaging domain's mails; their words are the `Mail:<kind>.*` catalog strings. */
export const messagingMails = {
  message_digest: ({ count, rooms, more, link }, t) => [
    { type: 'paragraph', text: t('intro', { count }) },
    ...rooms.map(
      (room): MailPart => ({ type: 'paragraph', text: t('room', { title: room.title, count: room.count }) }),
    ),
    ...(more > 0 ? [{ type: 'paragraph', text: t('more', { count: more }) } satisfies MailPart] : []),
    { type: 'button', label: t('button'), href: checkedLink(link) },
    { type: 'note', text: t('note') },
  ],
} satisfies MailBodies;
