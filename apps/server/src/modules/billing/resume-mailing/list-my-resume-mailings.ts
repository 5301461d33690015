import type { TMyMailing } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';

/** The seeker's mailings with their logs, as the resumes' side keeps them (none in an app without it). */
export async function listMyResumeMailings({
  actor,
  db,
  registry,
}: UseCaseArgs<Record<string, never>, 'registry'>): Promise<TMyMailing[]> {
  requirePermission(actor, 'read:mailing:own');
  return (await registry.ports.resumeMailings?.listOf(db, actor.user_id ?? 0)) ?? [];
}
