import { admin } from '@hushwork/contract';

/** Posted beside each form's body: which form it is, and the account a row's form is about. */
export const ADMIN_FORM_CONTROLS = ['intent', 'id'];

/** The edit form: name and e-mail; the active switch has its own buttons, asked again before switching off. */
export const ZEditAdmin = admin.updateAdminAccount.body.omit({ is_active: true });

/** The actions asked again in a dialog before they are posted: each signs the admin out. */
const CONFIRM_INTENTS = ['deactivate', 'delete'] as const;
export type ConfirmIntent = (typeof CONFIRM_INTENTS)[number];
export const isConfirmIntent = (value: unknown): value is ConfirmIntent =>
  typeof value === 'string' && (CONFIRM_INTENTS as readonly string[]).includes(value);
