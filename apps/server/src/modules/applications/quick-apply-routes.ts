import { APPLICATIONS, applications, FILE_LIMITS, VACANCIES } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { readUploadForm, registerMultipart } from '../../platform/files/multipart.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { route } from '../../platform/http/route.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { quickApply } from './quick-apply.ts';

/** A form's fields: name, e-mail, cover letter, and a question id and an answer per question. */
const FORM_FIELDS = 3 + 2 * VACANCIES.questionsMax;
/** A field's bytes: the longest text the form takes, four bytes a character at worst. */
const FIELD_BYTES = 4 * Math.max(APPLICATIONS.coverLetterMax, APPLICATIONS.answerMax);

/** The guest's quick application: the one call of this domain that takes a form, so only it registers multipart. */
export const quickApplyRoutes =
  (deps: ApplicationsDeps & { limiter: RateLimiter; storage: FileStorage }): FastifyPluginAsync =>
  async (app) => {
    await registerMultipart(app);
    route(app, applications.quickApply, async (req) => {
      const readForm = () =>
        readUploadForm(req, {
          maxBytes: FILE_LIMITS.documentMaxBytes,
          fileField: 'cv',
          fields: FORM_FIELDS,
          fieldSize: FIELD_BYTES,
        });
      return {
        data: await quickApply({
          ...deps,
          actor: req.actor,
          input: { vacancy_id: req.params.vacancy, ip: req.ip, readForm },
        }),
      };
    });
  };
