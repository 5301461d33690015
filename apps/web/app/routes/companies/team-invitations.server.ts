import { companies } from '@hushwork/contract';
import { redirect } from 'react-router';
import type { InvitationAnswer } from '../../components/companies/TeamInvitations.tsx';
import { callApi } from '../../lib/api.ts';
import { serverApi } from '../../lib/api-transport.server.ts';
import type { DataArgs } from '../../lib/data-args.ts';
import { localeOfParams } from '../../lib/locale-of.ts';
import { localizePath } from '../../lib/locale-path.ts';

/** The teams that invited the signed-in company account; none when the call fails (the page still shows). */
export async function loadTeamInvitations({ params, context }: Omit<DataArgs, 'request'>) {
  const found = await callApi(serverApi(context), companies.listMyTeamInvitations, {
    locale: localeOfParams(params),
  });
  return found.ok ? found.data.list : [];
}

const ANSWERS = {
  'accept-invitation': companies.acceptTeamInvitation,
  'decline-invitation': companies.declineTeamInvitation,
} as const;

/**
 * Answers an invitation when the form's intent is one (else null, for the page's other forms). Accepting opens the
 * employer profile, now with the company; declining stays on the page and says so.
 */
export async function answerTeamInvitation({
  request,
  params,
  context,
}: DataArgs): Promise<{ invitation: InvitationAnswer } | null> {
  const form = await request.clone().formData();
  const intent = String(form.get('intent') ?? '');
  if (!(intent in ANSWERS)) return null;
  const locale = localeOfParams(params);
  const id = Number(form.get('id'));
  const answer = await callApi(serverApi(context), ANSWERS[intent as keyof typeof ANSWERS], {
    params: { id: Number.isInteger(id) && id > 0 ? id : 0 },
    locale,
  });
  if (answer.ok && intent === 'accept-invitation') throw redirect(localizePath(locale, '/profile/employer'));
  return {
    invitation: { intent: intent as InvitationAnswer['intent'], message: answer.ok ? null : answer.error.message },
  };
}
