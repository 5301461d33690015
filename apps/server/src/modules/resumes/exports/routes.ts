import { resumes } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { resumeTokenOf } from '../builder/lib/resume-access.ts';
import { RESUME_BODY_LIMIT } from '../builder/lib/saved-resume.ts';
import { closeResumePdfPool } from '../render/index.ts';
import { downloadResumeDocx } from './download-resume-docx.ts';
import { downloadResumePdf } from './download-resume-pdf.ts';
import { downloadResumeTxt } from './download-resume-txt.ts';
import { sendResumeFile } from './lib/resume-file.ts';
import { previewResumeHtml } from './preview-resume-html.ts';
import { previewResumePdf } from './preview-resume-pdf.ts';
import { viewResumeHtml } from './view-resume-html.ts';

/** A resume drawn by its template: HTML, the previews of unsaved drafts, and the files to download. */
export const exportRoutes =
  ({ database, limiter }: Pick<ModuleContext, 'database' | 'limiter'>): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    // The render threads start with the first PDF and stop with the app (a test's, or the server at shutdown).
    app.addHook('onClose', () => closeResumePdfPool());
    const caller = (req: { params: { id: string } } & Parameters<typeof resumeTokenOf>[0]) => ({
      id: req.params.id,
      token: resumeTokenOf(req),
    });
    route(app, resumes.viewResumeHtml, async (req) => ({
      data: await viewResumeHtml({ actor: req.actor, input: caller(req), db }),
    }));
    // A draft carries its photo as a data URL, as a save does.
    const large = { bodyLimit: RESUME_BODY_LIMIT };
    route(
      app,
      resumes.previewResumeHtml,
      async (req) => ({
        data: await previewResumeHtml({ actor: req.actor, input: req.body, db, limiter, ip: req.ip }),
      }),
      large,
    );
    route(
      app,
      resumes.previewResumePdf,
      async (req, reply) =>
        sendResumeFile(reply, await previewResumePdf({ actor: req.actor, input: req.body, db, limiter, ip: req.ip })),
      large,
    );
    route(app, resumes.downloadResumePdf, async (req, reply) =>
      sendResumeFile(reply, await downloadResumePdf({ actor: req.actor, input: caller(req), db })),
    );
    route(app, resumes.downloadResumeDocx, async (req, reply) =>
      sendResumeFile(reply, await downloadResumeDocx({ actor: req.actor, input: caller(req), db })),
    );
    route(app, resumes.downloadResumeTxt, async (req, reply) =>
      sendResumeFile(reply, await downloadResumeTxt({ actor: req.actor, input: caller(req), db })),
    );
  };
