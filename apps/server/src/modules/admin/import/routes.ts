import { ADMIN, admin } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { readUploadForm, registerMultipart } from '../../../platform/files/multipart.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { RequestValidationError } from '../../../platform/http/request-validation.ts';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { importDjinniRecruiters } from './import-djinni-recruiters.ts';

const ZImportFields = z.object({ dry_run: z.enum(['true', 'false']) });

/** The form's fields besides the file: a missing or odd `dry_run` is the usual 422 on that field, never a guess. */
function dryRunOf(fields: Record<string, string>): boolean {
  const result = ZImportFields.safeParse(fields, { reportInput: true });
  if (result.success) return result.data.dry_run === 'true';
  const error = new RequestValidationError(result.error.issues);
  error.validationContext = 'body';
  throw error;
}

/** The admins' imports: each takes a file, so only these routes take forms. */
export const importRoutes =
  (deps: Pick<ModuleContext, 'database' | 'clock' | 'registry'>): FastifyPluginAsync =>
  async (app) => {
    await registerMultipart(app);
    route(app, admin.importDjinniRecruiters, async (req) => {
      // Checked before a byte of the form is read: a guest's or a worker's upload is never taken in.
      requirePermission(req.actor, 'create:recruiter-import:any');
      const form = await readUploadForm(req, {
        maxBytes: ADMIN.importMaxBytes,
        fileField: 'file',
        fields: 1,
        fieldSize: 16,
      });
      const dry_run = dryRunOf(form.fields);
      if (!form.file) throw new AppError('VALIDATION_FAILED', { fields: { file: [{ key: 'validation:required' }] } });
      return {
        data: await importDjinniRecruiters({
          actor: req.actor,
          db: deps.database.db,
          clock: deps.clock,
          registry: deps.registry,
          input: { file: form.file, dry_run },
        }),
      };
    });
  };
