import type { TCommunitySkill } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { candidateRepo } from '../profile/lib/candidate.repo.ts';
import { communitySkillRepo } from './lib/community-skill.repo.ts';

export type CommunitySkillRename = {
  before: TCommunitySkill;
  after: TCommunitySkill & { merged: boolean };
};

/**
 * Renames a community skill on every profile that lists it (ADR 0036); a name another skill has merges the two. The
 * profiles' search words follow at once. An admin's correction does not send the profiles back to moderation: it is
 * not the owner's new text.
 */
export async function renameCommunitySkill({
  actor,
  input,
  db,
}: UseCaseArgs<{ id: number; name: string }>): Promise<CommunitySkillRename> {
  requirePermission(actor, 'update:candidate:any');
  return db.transaction(async (tx) => {
    const from = await communitySkillRepo.keyOfEntry(tx, input.id);
    const before = from ? await communitySkillRepo.findByKey(tx, from) : undefined;
    if (!from || !before) throw new AppError('COMMUNITY_SKILL_NOT_FOUND');
    const to = input.name.toLowerCase();
    const merged = to !== from && (await communitySkillRepo.findByKey(tx, to)) !== undefined;
    const profiles = await communitySkillRepo.candidatesOf(tx, [from, to]);
    await communitySkillRepo.rename(tx, from, input.name);
    await candidateRepo.refreshSearchVectors(tx, profiles);
    const after = (await communitySkillRepo.findByKey(tx, to))!;
    return { before, after: { ...after, merged } };
  });
}
