import { billing } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';

/**
 * `/subscriptions`: the prices are the contract's, so the page asks the API nothing; it reads whether company premium
 * is offered here (spec section 1: off by default) and whether the offer was just mailed.
 */
export function loadPricing({ request, context }: DataArgs) {
  return {
    isCompanyPremium: context.publicConfig.flags.companyPremium,
    isOfferSent: new URL(request.url).searchParams.get('offer') === 'sent',
  };
}

/** "Send me the offer": the tariffs mailed to an address; a refusal comes back to the field, a success to `?offer=sent`. */
export async function sendOffer({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const { submission } = await parseFormPost(request, billing.subscriptionEmail.body, locale);
  if (submission.status !== 'success') return { reply: replyInvalid(submission) };
  const answer = await callApi(serverApi(context), billing.subscriptionEmail, { body: submission.value, locale });
  if (!answer.ok) return { reply: replyWithFailure(submission, answer) };
  throw redirect(`${new URL(request.url).pathname}?offer=sent#offer`);
}
