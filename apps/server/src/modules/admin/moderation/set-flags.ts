import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { auditRepo } from '../audit/audit.repo.ts';

type FlagOutcome = { changed: number[]; not_found: number[] };

export type SetFlagsOptions<F extends string> = UseCaseArgs<{ ids: number[]; flag: F; value: boolean }> & {
  targetType: string;
  apply: (args: UseCaseArgs<{ ids: number[]; flag: F; value: boolean }>) => Promise<FlagOutcome>;
};

/** Turns a flag (VIP, top, safe…) on or off for many items through their domain, and writes it to the audit log. */
export async function setFlags<F extends string>({ targetType, apply, ...args }: SetFlagsOptions<F>) {
  requirePermission(args.actor, 'update:moderation:any');
  return args.db.transaction(async (tx) => {
    const outcome = await apply({ ...args, db: tx });
    await auditRepo.append(
      tx,
      outcome.changed.map((id) => ({
        actor_user_id: args.actor.user_id as number,
        action: `set_${args.input.flag}`,
        target_type: targetType,
        target_id: id,
        after: { [args.input.flag]: args.input.value },
      })),
    );
    return outcome;
  });
}
