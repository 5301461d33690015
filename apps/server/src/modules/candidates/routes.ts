import { candidates } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import type { Registry } from '../../platform/registry.ts';
import { closeProfile } from './close-profile.ts';
import { deleteCandidateNote } from './delete-candidate-note.ts';
import { getCandidate } from './get-candidate.ts';
import { getCandidateContact } from './get-candidate-contact.ts';
import { getCandidateSlug } from './get-candidate-slug.ts';
import { getMyCandidate } from './get-my-candidate.ts';
import { hideFromCompany } from './hide-from-company.ts';
import { listDesiredPositions } from './list-desired-positions.ts';
import { listHiddenCompanies } from './list-hidden-companies.ts';
import { listOpenedCandidates } from './list-opened-candidates.ts';
import { listProfileOpenings } from './list-profile-openings.ts';
import { openOutstaffProfile } from './open-outstaff-profile.ts';
import { openProfile } from './open-profile.ts';
import { publishMyCandidate } from './publish-my-candidate.ts';
import { rateCandidate } from './rate-candidate.ts';
import { revealCandidateContacts } from './reveal-candidate-contacts.ts';
import { saveCandidateNote } from './save-candidate-note.ts';
import { saveMyCandidate } from './save-my-candidate.ts';
import { unhideFromCompany } from './unhide-from-company.ts';
import { updateCandidate } from './update-candidate.ts';

export type CandidateRouteDeps = { db: Db; clock: Clock; registry: Registry };

/** The profile's calls, registered against their definitions in `@hushwork/contract` (candidates). */
export const candidateRoutes =
  ({ db, clock, registry }: CandidateRouteDeps): FastifyPluginAsync =>
  async (app) => {
    route(app, candidates.getCandidate, async (req) => ({
      data: await getCandidate({ actor: req.actor, input: { id: req.params.id }, db, registry }),
    }));
    route(app, candidates.getCandidateBySlug, async (req) => ({
      data: await getCandidate({ actor: req.actor, input: { slug: req.params.slug }, db, registry }),
    }));
    route(app, candidates.getCandidateSlug, async (req) => ({
      data: await getCandidateSlug({ actor: req.actor, input: req.params, db, registry }),
    }));
    route(app, candidates.listDesiredPositions, async (req) => ({
      data: await listDesiredPositions({ actor: req.actor, input: req.query, db }),
    }));
    route(app, candidates.getMyCandidate, async (req) => ({ data: await getMyCandidate({ actor: req.actor, db }) }));
    route(app, candidates.saveMyCandidate, async (req) => ({
      data: await saveMyCandidate({ actor: req.actor, input: req.body, db, clock }),
    }));
    route(app, candidates.updateCandidate, async (req) => ({
      data: await updateCandidate({ actor: req.actor, input: { id: req.params.id, profile: req.body }, db, clock }),
    }));
    route(app, candidates.publishMyCandidate, async (req) => ({
      data: await publishMyCandidate({ actor: req.actor, db, clock }),
    }));
    route(app, candidates.rateCandidate, async (req) => ({
      data: await rateCandidate({ actor: req.actor, input: req.body, db, registry }),
    }));
    route(app, candidates.saveCandidateNote, async (req) => ({
      data: await saveCandidateNote({
        actor: req.actor,
        input: { id: req.params.id, text: req.body.text },
        db,
        registry,
      }),
    }));
    route(app, candidates.deleteCandidateNote, async (req) => ({
      data: await deleteCandidateNote({ actor: req.actor, input: req.params, db, registry }),
    }));
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
