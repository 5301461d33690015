/** Every mail the platform sends and the values its text needs; links are absolute http(s) URLs. */
export type MailParamsByKind = {
  verify_email: { name: string; link: string };
  reset_password: { name: string; link: string };
  password_changed: { name: string };
  sign_in_locked: { name: string; minutes: number; reset_link: string };
  confirm_account_deletion: { name: string; link: string };
  account_deleted: { name: string };
};

export type MailKind = keyof MailParamsByKind;
export type MailParams<K extends MailKind> = MailParamsByKind[K];

/**
 * Account mails: verification, password and security notices, deletion. They always go, whatever the user's
 * notification settings say (the optional ones are NOTIFICATION_KINDS in the contract).
 */
export const ACCOUNT_MAIL_KINDS = [
  'verify_email',
  'reset_password',
  'password_changed',
  'sign_in_locked',
  'confirm_account_deletion',
  'account_deleted',
] as const satisfies readonly MailKind[];

/** Keyed by kind so that adding a kind to MailParamsByKind without listing it here fails to compile. */
const everyKind: Record<MailKind, true> = {
  verify_email: true,
  reset_password: true,
  password_changed: true,
  sign_in_locked: true,
  confirm_account_deletion: true,
  account_deleted: true,
};
export const MAIL_KINDS = Object.keys(everyKind) as MailKind[];

export const isMailKind = (value: unknown): value is MailKind => MAIL_KINDS.includes(value as MailKind);
