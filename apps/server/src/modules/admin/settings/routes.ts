import { admin } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { listCommunitySkills, renameCommunitySkill } from '../../candidates/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { listAdminSpecializations } from './list-admin-specializations.ts';

/**
 * The admin settings' calls (ADR 0036): the specializations catalog with its usage, and the community skills, which
 * the candidates domain lists and renames; this checks the admin grant and writes the audit entry.
 */
export const settingsRoutes =
  (deps: Pick<ModuleContext, 'database'>): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;
    route(app, admin.listAdminSpecializations, async (req) => ({
      data: { list: await listAdminSpecializations({ actor: req.actor, input: req.query, db }) },
    }));
    route(app, admin.listCommunitySkills, async (req) => {
      requirePermission(req.actor, 'read:admin-settings:any');
      return { data: await listCommunitySkills({ actor: req.actor, input: req.query, db }) };
    });
    route(app, admin.updateCommunitySkill, async (req) => {
      requirePermission(req.actor, 'update:admin-settings:any');
      const { id } = req.params;
      const change = await db.transaction(async (tx) => {
        const renamed = await renameCommunitySkill({ actor: req.actor, input: { id, name: req.body.name }, db: tx });
        const pick = (skill: { name: string; usage: number }) => ({ name: skill.name, usage: skill.usage });
        await auditRepo.append(tx, [
          {
            actor_user_id: req.actor.user_id as number,
            action: 'community_skill.rename',
            target_type: 'community_skill',
            target_id: id,
            before: pick(renamed.before),
            after: { ...pick(renamed.after), merged: renamed.after.merged },
          },
        ]);
        return renamed.after;
      });
      return { data: change };
    });
  };
