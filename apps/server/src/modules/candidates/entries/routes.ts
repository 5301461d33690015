import { candidates } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import { createCandidateEntry } from './create-candidate-entry.ts';
import { deleteCandidateEntry } from './delete-candidate-entry.ts';
import type { EntryKind } from './lib/candidate-entry.repo.ts';
import { updateCandidateEntry } from './update-candidate-entry.ts';

/** The education, jobs and skills of the own profile: three kinds, one set of use cases. */
export const entryRoutes =
  ({ db }: { db: Db }): FastifyPluginAsync =>
  async (app) => {
    const kinds = [
      ['education', candidates.createEducation, candidates.updateEducation, candidates.deleteEducation],
      ['experience', candidates.createExperience, candidates.updateExperience, candidates.deleteExperience],
      ['skills', candidates.createSkill, candidates.updateSkill, candidates.deleteSkill],
    ] as const satisfies readonly (readonly [EntryKind, unknown, unknown, unknown])[];
    for (const [kind, create, update, remove] of kinds) {
      route(app, create, async (req) => ({
        data: (await createCandidateEntry({
          actor: req.actor,
          input: { kind, entry: req.body as never },
          db,
        })) as never,
      }));
      route(app, update, async (req) => ({
        data: (await updateCandidateEntry({
          actor: req.actor,
          input: { kind, id: req.params.id, entry: req.body as never },
          db,
        })) as never,
      }));
      route(app, remove, async (req) => ({
        data: await deleteCandidateEntry({ actor: req.actor, input: { kind, id: req.params.id }, db }),
      }));
    }
  };
