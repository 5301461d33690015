import { FILE_LIMITS, files } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { attachmentDisposition } from '../../platform/files/file-names.ts';
import { readUpload, registerMultipart } from '../../platform/files/multipart.ts';
import { IMMUTABLE, PRIVATE, sendStored } from '../../platform/files/serve-file.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { route } from '../../platform/http/route.ts';
import type { Registry } from '../../platform/registry.ts';
import { getFile } from './get-file.ts';
import { getImage } from './get-image.ts';
import { uploadFile } from './upload-file.ts';
import { uploadImage } from './upload-image.ts';

/** Uploads and downloads, registered against `@hushwork/contract` (files). Forms are accepted by these routes only. */
export const fileRoutes =
  (deps: { db: Db; storage: FileStorage; registry: Registry }): FastifyPluginAsync =>
  async (app) => {
    await registerMultipart(app);

    route(app, files.uploadFile, async (req) => {
      const { bytes, name } = await readUpload(req, FILE_LIMITS.documentMaxBytes);
      return { data: await uploadFile({ ...deps, actor: req.actor, input: { bytes, name } }) };
    });
    for (const endpoint of [files.uploadImage, files.uploadImageAlias]) {
      route(app, endpoint, async (req) => {
        const { bytes } = await readUpload(req, FILE_LIMITS.imageMaxBytes);
        return { data: await uploadImage({ ...deps, actor: req.actor, input: { bytes } }) };
      });
    }
    route(app, files.getImage, async (req, reply) => {
      const input = { id: req.params.id, variant: req.query.variant ?? 'full' };
      const image = await getImage({ ...deps, actor: req.actor, input });
      return sendStored(reply, image.object, { contentType: image.contentType, cacheControl: IMMUTABLE });
    });
    route(app, files.getFile, async (req, reply) => {
      const file = await getFile({ ...deps, actor: req.actor, input: { id: req.params.id } });
      return sendStored(reply, file.object, {
        contentType: file.contentType,
        cacheControl: PRIVATE,
        disposition: attachmentDisposition(file.name),
      });
    });
  };
