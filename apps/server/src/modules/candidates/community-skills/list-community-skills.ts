import type { TCommunitySkillsQueryParsed } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { communitySkillRepo } from './lib/community-skill.repo.ts';

/** The skills candidates typed on their profiles, one per name whatever its case, with how many profiles list it. */
export function listCommunitySkills({ actor, input, db }: UseCaseArgs<TCommunitySkillsQueryParsed>) {
  requirePermission(actor, 'update:candidate:any');
  return communitySkillRepo.page(db, input);
}
