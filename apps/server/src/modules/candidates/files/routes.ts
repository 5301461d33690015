import { candidates, FILE_LIMITS } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { readUpload, registerMultipart } from '../../../platform/files/multipart.ts';
import { PRIVATE, sendStored } from '../../../platform/files/serve-file.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { route } from '../../../platform/http/route.ts';
import type { Registry } from '../../../platform/registry.ts';
import { getCandidatePhoto } from './get-candidate-photo.ts';
import { removeCandidateFile } from './remove-candidate-file.ts';
import { setCandidateCv } from './set-candidate-cv.ts';
import { setCandidatePhoto } from './set-candidate-photo.ts';

/**
 * The profile's photo and CV. Forms are taken in this plugin's scope only, so the domain's other routes keep
 * answering 415 to one; the photo is served privately (never cached by a shared cache).
 */
export const candidateFileRoutes =
  (deps: { db: Db; storage: FileStorage; registry: Registry }): FastifyPluginAsync =>
  async (app) => {
    await registerMultipart(app);

    route(app, candidates.uploadCandidatePhoto, async (req) => {
      const { bytes } = await readUpload(req, FILE_LIMITS.imageMaxBytes);
      return { data: await setCandidatePhoto({ ...deps, actor: req.actor, input: { bytes } }) };
    });
    route(app, candidates.deleteCandidatePhoto, async (req) => ({
      data: await removeCandidateFile({ ...deps, actor: req.actor, input: { kind: 'photo' } }),
    }));
    route(app, candidates.uploadCandidateCv, async (req) => {
      const { bytes, name } = await readUpload(req, FILE_LIMITS.documentMaxBytes);
      return { data: await setCandidateCv({ ...deps, actor: req.actor, input: { bytes, name } }) };
    });
    route(app, candidates.deleteCandidateCv, async (req) => ({
      data: await removeCandidateFile({ ...deps, actor: req.actor, input: { kind: 'cv' } }),
    }));
    route(app, candidates.getCandidatePhoto, async (req, reply) => {
      const input = { id: req.params.id, variant: req.query.variant ?? 'full' };
      const image = await getCandidatePhoto({ ...deps, actor: req.actor, input });
      return sendStored(reply, image.object, { contentType: image.contentType, cacheControl: PRIVATE });
    });
  };
