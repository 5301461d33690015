import {
  DEFAULT_LOCALE,
  isLocale,
  RATE_LIMITS,
  type TCommunityPaidPlan,
  type TCommunityPaymentLink,
} from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { translate } from '../../platform/i18n/server-i18n.ts';
import type { ModuleContext } from '../../platform/module.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { companyDirectory } from '../companies/index.ts';
import { userDirectory } from '../identity/index.ts';
import { companyReaderOf, requireOffered } from './lib/community-reader.ts';

export type RequestCommunityPaymentLinkOptions = UseCaseArgs<{ id: TCommunityPaidPlan }, 'limiter' | 'mailer'> & {
  link: ModuleContext['link'];
  isOffered: boolean;
};

/**
 * `POST community/tariffs/{id}/payment-link`: where the plan is paid. The owner gets the address; a member who asks
 * also has it mailed to the owner, in the owner's language ("your colleague asks you to pay"), a few times an hour.
 */
export async function requestCommunityPaymentLink({
  actor,
  input,
  db,
  limiter,
  mailer,
  link,
  isOffered,
}: RequestCommunityPaymentLinkOptions): Promise<TCommunityPaymentLink> {
  requireOffered(isOffered);
  requirePermission(actor, 'create:community-plan:own');
  const reader = await companyReaderOf(db, actor);
  const path = '/community/payment';
  const url = link(reader.locale, path, { tariff: input.id });
  if (reader.is_owner) return { url, mailed_to_owner: false };
  await limiter.consume(RATE_LIMITS.communityPaymentLinkPerUser, `community-payment-link:${reader.user_id}`);
  const ownerId = await companyDirectory.ownerIdOf(db, reader.company_id);
  const [owner, colleague] = ownerId
    ? await Promise.all([userDirectory.findById(db, ownerId), userDirectory.findById(db, reader.user_id)])
    : [undefined, undefined];
  if (!owner) return { url, mailed_to_owner: false };
  const locale = isLocale(owner.locale) ? owner.locale : DEFAULT_LOCALE;
  await mailer.enqueue(db, {
    to: owner.email,
    locale,
    kind: 'community_payment_link',
    params: {
      name: owner.name,
      colleague: colleague?.name ?? '',
      company: reader.company_name,
      plan: translate(locale, `Community:plans.${input.id}`),
      link: link(locale, path, { tariff: input.id }),
    },
  });
  mailer.kick();
  return { url, mailed_to_owner: true };
}
