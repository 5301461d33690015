import type { FormReply } from '../../../lib/form-reply.ts';

/** Posted with the invoice details' form, not part of the call's body. */
export const DETAILS_CONTROLS = ['intent'];
export const DETAILS_INTENT = 'details';

/** The invoice details' form answer: the reply, and whether it saved (the panel says so). */
export type DetailsAnswer = { form: 'details'; reply: FormReply; saved: boolean };
