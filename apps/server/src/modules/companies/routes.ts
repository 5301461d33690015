import { companies } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { acceptTeamInvitation } from './accept-team-invitation.ts';
import { acceptTeamRequest } from './accept-team-request.ts';
import { addEmployer } from './add-employer.ts';
import { blockEmployer } from './block-employer.ts';
import { createCompany } from './create-company.ts';
import { declineTeamInvitation } from './decline-team-invitation.ts';
import { declineTeamRequest } from './decline-team-request.ts';
import { deleteCompanyNote } from './delete-company-note.ts';
import { getCompany } from './get-company.ts';
import { getEmployer } from './get-employer.ts';
import { joinCompany } from './join-company.ts';
import { listCompanies } from './list-companies.ts';
import { listCompanyVacancies } from './list-company-vacancies.ts';
import { listEmployers } from './list-employers.ts';
import { listMyTeamInvitations } from './list-my-team-invitations.ts';
import { listTeamRequests } from './list-team-requests.ts';
import { markEmployerAsAdmin } from './mark-employer-as-admin.ts';
import { saveCompanyNote } from './save-company-note.ts';
import { searchCompanies } from './search-companies.ts';
import { unlockEmployer } from './unlock-employer.ts';
import { updateCompany } from './update-company.ts';
import { updateMyEmployer } from './update-my-employer.ts';

const ok = { data: { ok: true as const } };

/** Companies and their teams, registered against their definitions in `@hushwork/contract` (companies). */
export const companyRoutes =
  ({
    db,
    clock,
    mailer,
    link,
    registry,
  }: { db: Db; clock: Clock } & Pick<ModuleContext, 'mailer' | 'link' | 'registry'>): FastifyPluginAsync =>
  async (app) => {
    route(app, companies.createCompany, async (req) => ({
      data: await createCompany({ actor: req.actor, input: req.body, db, registry }),
    }));
    route(app, companies.listCompanies, async (req) => ({
      data: await listCompanies({ actor: req.actor, input: req.query, db, registry }),
    }));
    route(app, companies.searchCompanies, async (req) => ({
      data: await searchCompanies({ actor: req.actor, input: req.query, db }),
    }));
    route(app, companies.getCompany, async (req) => ({
      data: await getCompany({ actor: req.actor, input: { slug: req.params.company }, db, registry }),
    }));
    route(app, companies.updateCompany, async (req) => ({
      data: await updateCompany({ actor: req.actor, input: { ...req.body, id: req.params.company }, db, registry }),
    }));
    route(app, companies.joinCompany, async (req) => {
      await joinCompany({ actor: req.actor, input: req.params, db });
      return ok;
    });
    route(app, companies.saveCompanyNote, async (req) => ({
      data: await saveCompanyNote({ actor: req.actor, input: { id: req.params.id, text: req.body.text }, db }),
    }));
    route(app, companies.deleteCompanyNote, async (req) => {
      await deleteCompanyNote({ actor: req.actor, input: req.params, db });
      return ok;
    });
    route(app, companies.listCompanyVacancies, async (req) => ({
      data: await listCompanyVacancies({ actor: req.actor, input: { ...req.params, ...req.query }, db, registry }),
    }));
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
