import { companies } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { acceptTeamInvitation } from './accept-team-invitation.ts';
import { acceptTeamRequest } from './accept-team-request.ts';
import { addEmployer } from './add-employer.ts';
import { blockEmployer } from './block-employer.ts';
import { declineTeamInvitation } from './decline-team-invitation.ts';
import { declineTeamRequest } from './decline-team-request.ts';
import { getEmployer } from './get-employer.ts';
import { joinCompany } from './join-company.ts';
import { listEmployers } from './list-employers.ts';
import { listMyTeamInvitations } from './list-my-team-invitations.ts';
import { listTeamRequests } from './list-team-requests.ts';
import { markEmployerAsAdmin } from './mark-employer-as-admin.ts';
import { unlockEmployer } from './unlock-employer.ts';
import { updateMyEmployer } from './update-my-employer.ts';

const ok = { data: { ok: true as const } };

/** A company's team: join requests, employers and invitations. */
export const teamRoutes =
  ({
    db,
    clock,
    mailer,
    link,
  }: { db: Db; clock: Clock } & Pick<ModuleContext, 'mailer' | 'link'>): FastifyPluginAsync =>
  async (app) => {
    route(app, companies.joinCompany, async (req) => {
      await joinCompany({ actor: req.actor, input: req.params, db });
      return ok;
    });
    route(app, companies.listTeamRequests, async (req) => ({
      data: await listTeamRequests({ actor: req.actor, db }),
    }));
    route(app, companies.acceptTeamRequest, async (req) => {
      await acceptTeamRequest({ actor: req.actor, input: req.params, db });
      return ok;
    });
    route(app, companies.declineTeamRequest, async (req) => {
      await declineTeamRequest({ actor: req.actor, input: req.params, db });
      return ok;
    });
    route(app, companies.listEmployers, async (req) => ({ data: await listEmployers({ actor: req.actor, db }) }));
    route(app, companies.updateMyEmployer, async (req) => ({
      data: await updateMyEmployer({ actor: req.actor, input: req.body, db }),
    }));
    route(app, companies.getEmployer, async (req) => ({
      data: await getEmployer({ actor: req.actor, input: req.params, db }),
    }));
    route(app, companies.addEmployer, async (req) => ({
      data: await addEmployer({ actor: req.actor, input: req.body, db, mailer, link }),
    }));
    route(app, companies.listMyTeamInvitations, async (req) => ({
      data: await listMyTeamInvitations({ actor: req.actor, db }),
    }));
    route(app, companies.acceptTeamInvitation, async (req) => {
      await acceptTeamInvitation({ actor: req.actor, input: req.params, db });
      return ok;
    });
    route(app, companies.declineTeamInvitation, async (req) => {
      await declineTeamInvitation({ actor: req.actor, input: req.params, db });
      return ok;
    });
    route(app, companies.blockEmployer, async (req) => ({
      data: await blockEmployer({ actor: req.actor, input: req.params, db, clock }),
    }));
    route(app, companies.unlockEmployer, async (req) => ({
      data: await unlockEmployer({ actor: req.actor, input: req.params, db, clock }),
    }));
    route(app, companies.markEmployerAsAdmin, async (req) => ({
      data: await markEmployerAsAdmin({ actor: req.actor, input: req.params, db }),
    }));
  };
