import type { MailBodies } from '../../../platform/mail/mail-kinds.ts';

declare module '../../../platform/mail/mail-kinds.ts' {
  interface MailParamsByKind {
    /**
     * A message of the contact form, to the support desk's address. `name` is the recipient's, as in every mail (the
     * desk has none: "Hello,"); the one who wrote is `sender`.
     */
    contact_message: { name: string; sender: string; email: string; topic: string; message: string };
  }
}

/** The support desk reads the sender's words as they wrote them, and whom to answer. */
export const contactMails = {
  contact_message: ({ sender, email, topic, message }, t) => [
    { type: 'paragraph', text: t('intro', { topic: t(`topics.${topic}`) }) },
    { type: 'notice', text: message },
    { type: 'note', text: t('from', { name: sender, email }) },
  ],
} satisfies MailBodies;
