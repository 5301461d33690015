import { candidates, community, type Locale, ZCandidateContactsRequest } from '@hushwork/contract';
import { z } from 'zod';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { type ProfileArgs, requestOf, requireOwnCandidate, saveCandidate } from '../profile-candidate.server.ts';

/** The contacts, the companies the profile is opened to, and those it is hidden from. */
export async function loadContacts(args: ProfileArgs) {
  const { user, candidate, locale } = await requireOwnCandidate(args);
  const api = serverApi(args.context);
  // The community switch lives here, beside the other consents, where this deployment offers the community.
  const isCommunityOffered = args.context.publicConfig.flags.community;
  const [openings, hidden, membership] = await Promise.all([
    callApi(api, candidates.listProfileOpenings, { locale }),
    callApi(api, candidates.listHiddenCompanies, { locale }),
    isCommunityOffered ? callApi(api, community.getMyCommunityMembership, { locale }) : null,
  ]);
  return {
    user,
    candidate,
    openings: openings.ok ? openings.data.list : [],
    hidden: hidden.ok ? hidden.data.list : [],
    community: membership?.ok ? membership.data : null,
  };
}

const ZCompanyTarget = z.object({ company_id: z.coerce.number({ error: 'validation:required' }).int().positive() });

/**
 * One form per intent: save the contacts, open the profile to a company or close it again, hide the profile from a
 * company or unhide it, join the community directory or leave it.
 */
export async function submitContacts(args: ProfileArgs) {
  const { candidate, locale } = await requireOwnCandidate(args);
  const intent = String((await args.request.clone().formData()).get('intent') ?? '');
  if (intent === 'community') return switchCommunity(args, locale);
  if (intent === 'contacts') {
    const { submission } = await parseFormPost(args.request, ZCandidateContactsRequest, locale, ['intent']);
    if (submission.status !== 'success') return { intent, reply: replyInvalid(submission) };
    const saved = await saveCandidate(args.context, locale, { ...requestOf(candidate), contacts: submission.value });
    if (!saved.ok) return { intent, reply: replyWithFailure(submission, saved) };
    return { intent, reply: submission.reply(), done: true };
  }
  const { submission } = await parseFormPost(args.request, ZCompanyTarget, locale, ['intent']);
  if (submission.status !== 'success') return { intent, reply: replyInvalid(submission) };
  const api = serverApi(args.context);
  const target = { company_id: submission.value.company_id };
  const answer =
    intent === 'open'
      ? await callApi(api, candidates.openProfile, { body: { ...target, source: 'profile' }, locale })
      : intent === 'close'
        ? await callApi(api, candidates.closeProfile, { params: target, locale })
        : intent === 'hide'
          ? await callApi(api, candidates.hideFromCompany, { body: target, locale })
          : intent === 'unhide'
            ? await callApi(api, candidates.unhideFromCompany, { params: target, locale })
            : null;
  if (answer && !answer.ok) return { intent, reply: replyWithFailure(submission, answer) };
  return { intent, reply: submission.reply({ resetForm: true }), done: true };
}

const ZCommunitySwitch = z.object({ joined: z.enum(['true', 'false']) });

/** The community switch: the new state as the form posts it (`joined=true|false`); off here: nothing to switch. */
async function switchCommunity(args: ProfileArgs, locale: Locale) {
  const { submission } = await parseFormPost(args.request, ZCommunitySwitch, locale, ['intent']);
  if (submission.status !== 'success') return { intent: 'community', reply: replyInvalid(submission) };
  if (!args.context.publicConfig.flags.community) return { intent: 'community', reply: submission.reply() };
  const answer = await callApi(serverApi(args.context), community.setMyCommunityMembership, {
    body: { joined: submission.value.joined === 'true' },
    locale,
  });
  if (!answer.ok) return { intent: 'community', reply: replyWithFailure(submission, answer) };
  return { intent: 'community', reply: submission.reply(), done: true };
}
