import { companies, FILE_LIMITS } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { readUpload, registerMultipart } from '../../../platform/files/multipart.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { route } from '../../../platform/http/route.ts';
import type { Registry } from '../../../platform/registry.ts';
import { addCompanyPhoto } from './add-company-photo.ts';
import { removeCompanyImage } from './remove-company-image.ts';
import { removeCompanyPhoto } from './remove-company-photo.ts';
import { type CompanyImageKind, setCompanyImage } from './set-company-image.ts';

/**
 * The company's pictures. Forms are taken in this plugin's scope only (as in the files module), so the domain's other
 * routes keep answering 415 to one.
 */
export const companyImageRoutes =
  (deps: { db: Db; storage: FileStorage; registry: Registry }): FastifyPluginAsync =>
  async (app) => {
    await registerMultipart(app);

    const single = [
      ['logo', companies.uploadCompanyLogo, companies.deleteCompanyLogo],
      ['banner', companies.uploadCompanyBanner, companies.deleteCompanyBanner],
      ['ceo-photo', companies.uploadCompanyCeoPhoto, companies.deleteCompanyCeoPhoto],
    ] as const satisfies readonly (readonly [CompanyImageKind, unknown, unknown])[];
    for (const [kind, upload, remove] of single) {
      route(app, upload, async (req) => {
        const { bytes } = await readUpload(req, FILE_LIMITS.imageMaxBytes);
        return { data: await setCompanyImage({ ...deps, actor: req.actor, input: { kind, bytes } }) };
      });
      route(app, remove, async (req) => ({
        data: await removeCompanyImage({ ...deps, actor: req.actor, input: { kind } }),
      }));
    }
    route(app, companies.uploadCompanyPhoto, async (req) => {
      const { bytes } = await readUpload(req, FILE_LIMITS.imageMaxBytes);
      return { data: await addCompanyPhoto({ ...deps, actor: req.actor, input: { bytes } }) };
    });
    route(app, companies.deleteCompanyPhoto, async (req) => ({
      data: await removeCompanyPhoto({ ...deps, actor: req.actor, input: { id: req.params.id } }),
    }));
  };
