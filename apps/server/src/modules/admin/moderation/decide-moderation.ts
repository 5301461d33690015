import { type TAdminQueue, type TModerationDecisionParsed, toLocale } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { ModerateItems } from '../../../platform/moderation.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userDirectory } from '../../identity/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';

export type DecideModerationOptions = UseCaseArgs<TModerationDecisionParsed, 'clock' | 'mailer' | 'link'> & {
  queue: TAdminQueue;
  moderate: ModerateItems;
};

/**
 * One decision on many items of a queue: the owning domain applies it (and its rules), each changed item is written
 * to the audit log, and on a rejection each owner is mailed the reason in their own language, in the same
 * transaction as the change, so a mail never tells of a decision that was rolled back.
 */
export async function decideModeration({ queue, moderate, mailer, link, ...args }: DecideModerationOptions) {
  requirePermission(args.actor, 'update:moderation:any');
  const { input, actor } = args;
  const outcome = await args.db.transaction(async (tx) => {
    const result = await moderate({ ...args, db: tx });
    await auditRepo.append(
      tx,
      result.changed.map((item) => ({
        actor_user_id: actor.user_id as number,
        action: 'moderate',
        target_type: queue,
        target_id: item.id,
        after: { status: input.status, ...(input.status === 'rejected' ? { reason: input.reason } : {}) },
      })),
    );
    if (input.status !== 'rejected') return result;
    for (const item of result.changed) {
      const owner = item.owner_user_id === null ? undefined : await userDirectory.findById(tx, item.owner_user_id);
      if (!owner) continue;
      const locale = toLocale(owner.locale);
      await mailer.enqueue(tx, {
        to: owner.email,
        locale,
        kind: 'moderation_rejected',
        params: {
          name: owner.name,
          item: queue,
          title: item.title,
          reason: input.reason ?? '',
          link: link(locale, item.path),
        },
      });
    }
    return result;
  });
  if (input.status === 'rejected') mailer.kick();
  return { changed: outcome.changed.map((item) => item.id), not_found: outcome.not_found };
}
