import { resumesGrants } from '@hushwork/contract/resumes/permissions';
import { defineModule } from '../../platform/module.ts';
import { resumeEraser } from './builder/lib/resume-eraser.ts';
import { staleGuestResumesJob } from './builder/lib/stale-guest-resumes-job.ts';
import { resumePdfAttachment } from './exports/lib/resume-pdf-attachment.ts';
import { resumeRoutes } from './routes.ts';
import { demoResumesSeed } from './seeds/demo-resumes.ts';

/**
 * The resume builder (issue 28): anyone writes a resume in the wizard, signed in or not, picks one of eleven templates,
 * downloads it as PDF, DOCX or text and may share it at `/cv/{id}`. A guest's resume is reached by its token until
 * an account claims it; one nobody claims is deleted after `RESUMES.guestKeepDays` untouched.
 */
export const resumesModule = defineModule({
  name: 'resumes',
  routes: resumeRoutes,
  permissions: Object.values(resumesGrants).flat(),
  jobs: [staleGuestResumesJob],
  provides: {
    // An admin's force-delete takes the person's resumes with the account (ADR 0034).
    personalDataErasers: [resumeEraser],
    // Resume mailing's mails carry the resume as a PDF, made when each leaves.
    mailAttachments: [resumePdfAttachment],
  },
  seeds: { demo: [demoResumesSeed] },
});
