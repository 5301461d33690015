import { candidates } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { Registry } from '../../../platform/registry.ts';
import { closeProfile } from './close-profile.ts';
import { getCandidateContact } from './get-candidate-contact.ts';
import { hideFromCompany } from './hide-from-company.ts';
import { listHiddenCompanies } from './list-hidden-companies.ts';
import { listOpenedCandidates } from './list-opened-candidates.ts';
import { listProfileOpenings } from './list-profile-openings.ts';
import { openOutstaffProfile } from './open-outstaff-profile.ts';
import { openProfile } from './open-profile.ts';
import { revealCandidateContacts } from './reveal-candidate-contacts.ts';
import { unhideFromCompany } from './unhide-from-company.ts';

/** Whom a candidate opens the profile to, hides it from, and the contacts that follow (docs/decisions/0023). */
export const candidateConsentRoutes =
  ({ db, clock, registry }: { db: Db; clock: Clock; registry: Registry }): FastifyPluginAsync =>
  async (app) => {
    route(app, candidates.getCandidateContact, async (req) => ({
      data: await getCandidateContact({ actor: req.actor, input: req.params, db, registry }),
    }));
    route(app, candidates.revealCandidateContacts, async (req) => ({
      data: await revealCandidateContacts({ actor: req.actor, input: req.params, db, clock, registry }),
    }));
    route(app, candidates.openProfile, async (req) => ({
      data: await openProfile({ actor: req.actor, input: req.body, db, clock }),
    }));
    route(app, candidates.closeProfile, async (req) => ({
      data: await closeProfile({ actor: req.actor, input: req.params, db, clock }),
    }));
    route(app, candidates.listProfileOpenings, async (req) => ({
      data: await listProfileOpenings({ actor: req.actor, db }),
    }));
    route(app, candidates.listOpenedCandidates, async (req) => ({
      data: await listOpenedCandidates({ actor: req.actor, input: req.query, db }),
    }));
    route(app, candidates.openOutstaffProfile, async (req) => ({
      data: await openOutstaffProfile({
        actor: req.actor,
        input: { user_id: req.params.user_id, company_id: req.body.company_id },
        db,
        clock,
      }),
    }));
    route(app, candidates.listHiddenCompanies, async (req) => ({
      data: await listHiddenCompanies({ actor: req.actor, db }),
    }));
    route(app, candidates.hideFromCompany, async (req) => ({
      data: await hideFromCompany({ actor: req.actor, input: req.body, db, clock }),
    }));
    route(app, candidates.unhideFromCompany, async (req) => ({
      data: await unhideFromCompany({ actor: req.actor, input: req.params, db }),
    }));
  };
