import { resumes } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { claimResume } from './claim-resume.ts';
import { deleteResume } from './delete-resume.ts';
import { getResumeInfo } from './get-resume-info.ts';
import { hideResume } from './hide-resume.ts';
import { resumeTokenOf } from './lib/resume-access.ts';
import { RESUME_BODY_LIMIT } from './lib/saved-resume.ts';
import { listMyResumes } from './list-my-resumes.ts';
import { listResumeTemplates } from './list-resume-templates.ts';
import { shareResume } from './share-resume.ts';
import { storeResume } from './store-resume.ts';
import { updateResume } from './update-resume.ts';

/** Making, keeping, sharing and deleting resumes, registered against `@hushwork/contract` (resumes). */
export const builderRoutes =
  ({ database, clock, limiter }: Pick<ModuleContext, 'database' | 'clock' | 'limiter'>): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    route(app, resumes.listResumeTemplates, async (req, reply) => {
      // Reference data, the same for every reader: caches may keep it.
      reply.header('cache-control', 'public, max-age=3600');
      return { data: listResumeTemplates({ actor: req.actor, input: {} }) };
    });
    // A save carries the photo as a data URL: more than the app's usual body limit.
    const large = { bodyLimit: RESUME_BODY_LIMIT };
    route(
      app,
      resumes.storeResume,
      async (req, reply) =>
        reply.code(201).send({
          data: await storeResume({ actor: req.actor, input: req.body, db, clock, limiter, ip: req.ip }),
        }),
      large,
    );
    route(
      app,
      resumes.updateResume,
      async (req) => ({
        data: await updateResume({
          actor: req.actor,
          input: { ...req.body, id: req.params.id, token: resumeTokenOf(req) },
          db,
          clock,
        }),
      }),
      large,
    );
    route(app, resumes.listMyResumes, async (req) => ({
      data: await listMyResumes({ actor: req.actor, input: {}, db }),
    }));
    route(app, resumes.getResumeInfo, async (req) => ({
      data: await getResumeInfo({ actor: req.actor, input: { id: req.params.id, token: resumeTokenOf(req) }, db }),
    }));
    route(app, resumes.claimResume, async (req) => ({
      data: await claimResume({
        actor: req.actor,
        input: { id: req.params.id, token: resumeTokenOf(req) },
        db,
        clock,
      }),
    }));
    route(app, resumes.shareResume, async (req) => ({
      data: await shareResume({
        actor: req.actor,
        input: { id: req.params.id, token: resumeTokenOf(req), indexable: req.body.indexable },
        db,
        clock,
      }),
    }));
    route(app, resumes.hideResume, async (req) => ({
      data: await hideResume({ actor: req.actor, input: { id: req.params.id, token: resumeTokenOf(req) }, db, clock }),
    }));
    route(app, resumes.deleteResume, async (req) => ({
      data: await deleteResume({ actor: req.actor, input: { id: req.params.id, token: resumeTokenOf(req) }, db }),
    }));
  };
