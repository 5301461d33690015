import { candidates } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { Registry } from '../../../platform/registry.ts';
import { deleteCandidateNote } from './delete-candidate-note.ts';
import { rateCandidate } from './rate-candidate.ts';
import { saveCandidateNote } from './save-candidate-note.ts';

/** A company's rating and note on a candidate. */
export const candidateNoteRoutes =
  ({ db, registry }: { db: Db; registry: Registry }): FastifyPluginAsync =>
  async (app) => {
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
  };
