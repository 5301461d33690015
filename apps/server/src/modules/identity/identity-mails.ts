import { IDENTITY } from '@hushwork/contract';
import type { MailBodies } from '../../platform/mail/mail-kinds.ts';
import { checkedLink, durationOf } from '../../platform/mail/render-mail.ts';

declare module '../../platform/mail/mail-kinds.ts' {
  /**
   * Account mails: verification, password and security notices, deletion. They always go, whatever the user's
   * notification settings say (the optional ones are NOTIFICATION_KINDS in the contract).
   */
  interface MailParamsByKind {
    verify_email: { name: string; link: string };
    reset_password: { name: string; link: string };
    password_changed: { name: string };
    sign_in_locked: { name: string; minutes: number; reset_link: string };
    confirm_account_deletion: { name: string; link: string };
    account_deleted: { name: string };
  }
}

/** Bodies of the account mails; their words are the `Mail:<kind>.*` catalog strings. */
export const identityMails = {
  verify_email: ({ link }, t) => [
    { type: 'paragraph', text: t('intro') },
    { type: 'button', label: t('button'), href: checkedLink(link) },
    { type: 'note', text: t('Mail:validity', durationOf(IDENTITY.emailVerifyTtlS)) },
  ],
  reset_password: ({ link }, t) => [
    { type: 'paragraph', text: t('intro') },
    { type: 'button', label: t('button'), href: checkedLink(link) },
    { type: 'note', text: t('Mail:validity', durationOf(IDENTITY.passwordResetTtlS)) },
  ],
  password_changed: (_params, t) => [
    { type: 'paragraph', text: t('intro') },
    { type: 'notice', text: t('warning') },
  ],
  sign_in_locked: ({ minutes, reset_link }, t) => [
    { type: 'paragraph', text: t('intro') },
    { type: 'paragraph', text: t('lockTime', { count: minutes }) },
    { type: 'notice', text: t('warning') },
    { type: 'button', label: t('button'), href: checkedLink(reset_link) },
  ],
  confirm_account_deletion: ({ link }, t) => [
    { type: 'paragraph', text: t('intro') },
    { type: 'notice', text: t('warning') },
    { type: 'button', label: t('button'), href: checkedLink(link) },
    { type: 'note', text: t('Mail:validity', durationOf(IDENTITY.accountDeleteTtlS)) },
  ],
  account_deleted: (_params, t) => [
    { type: 'paragraph', text: t('intro') },
    { type: 'paragraph', text: t('erasure') },
    { type: 'paragraph', text: t('outro') },
  ],
} satisfies MailBodies;
