import { billing } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { DETAILS_CONTROLS, DETAILS_INTENT, type DetailsAnswer } from './billing-details-form.ts';

/** Whether a post of the profile's tabs is the invoice details' form; read from a copy, so the body is still there. */
export async function isDetailsPost(request: Request): Promise<boolean> {
  return (await request.clone().formData()).get('intent') === DETAILS_INTENT;
}

/**
 * The owner saves what the company's next invoices name as the buyer. The API checks the fields and who may (a
 * member's OWNER_ONLY comes back as the form's message); its words, per field, are the ones the panel shows.
 */
export async function submitBillingDetails({ request, params, context }: DataArgs): Promise<DetailsAnswer> {
  const locale = localeOfParams(params);
  const { submission } = await parseFormPost(request, billing.updateBillingDetails.body, locale, DETAILS_CONTROLS);
  if (submission.status !== 'success') return { form: 'details', reply: replyInvalid(submission), saved: false };
  const answer = await callApi(serverApi(context), billing.updateBillingDetails, { body: submission.value, locale });
  if (!answer.ok) return { form: 'details', reply: replyWithFailure(submission, answer), saved: false };
  // Reset to what the loader reads again: the details as saved, the VAT number as the API wrote it.
  return { form: 'details', reply: submission.reply({ resetForm: true }), saved: true };
}
