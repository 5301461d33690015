import { candidates, type TCandidateDetails } from '@hushwork/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { Registry } from '../../../platform/registry.ts';
import type { ViewRecorder } from '../../../platform/views/view-recorder.ts';
import { getCandidate } from './get-candidate.ts';
import { getCandidateSlug } from './get-candidate-slug.ts';
import { getMyCandidate } from './get-my-candidate.ts';
import { listDesiredPositions } from './list-desired-positions.ts';
import { publishMyCandidate } from './publish-my-candidate.ts';
import { saveMyCandidate } from './save-my-candidate.ts';
import { updateCandidate } from './update-candidate.ts';

/** The candidate's own profile and its public page, registered against their definitions in `@hushwork/contract` (candidates). */
export const candidateProfileRoutes =
  ({
    db,
    clock,
    registry,
    views,
  }: {
    db: Db;
    clock: Clock;
    registry: Registry;
    views: ViewRecorder;
  }): FastifyPluginAsync =>
  async (app) => {
    const counted = (req: FastifyRequest, candidate: TCandidateDetails) => {
      if (!candidate.viewer.is_owner) views.record(req, 'candidate', candidate.id);
      return { data: candidate };
    };
    route(app, candidates.getCandidate, async (req) =>
      counted(req, await getCandidate({ actor: req.actor, input: { id: req.params.id }, db, registry })),
    );
    route(app, candidates.getCandidateBySlug, async (req) =>
      counted(req, await getCandidate({ actor: req.actor, input: { slug: req.params.slug }, db, registry })),
    );
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
  };
