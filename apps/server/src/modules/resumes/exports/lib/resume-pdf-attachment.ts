import type { TResumeDocument } from '@hushwork/contract';
import type { MailAttachmentRef, MailAttachmentSource } from '../../../../platform/mail/mail-attachments.ts';
import { resumeRepo } from '../../builder/lib/resume.repo.ts';
import { resumeFileName } from '../../render/index.ts';
import { renderInputOf, resumePdfOf } from './render-input.ts';

const KIND = 'resume_pdf';

/** What a mail names to carry a resume's PDF: the resume, and the file name its download gets. */
export const resumePdfAttachmentRef = (publicId: string, document: TResumeDocument): MailAttachmentRef => ({
  kind: KIND,
  ref: publicId,
  filename: resumeFileName(document, 'pdf'),
});

/**
 * Makes the PDF when the mail leaves, as `/cv/pdf/{id}` would serve it then: only while the resume is shared, so one
 * hidden or deleted after its mailing was queued goes to nobody.
 */
export const resumePdfAttachment: MailAttachmentSource = {
  kind: KIND,
  async load(db, ref) {
    const row = await resumeRepo.findByPublicId(db, ref);
    if (!row?.shared) return null;
    return { content: await resumePdfOf(renderInputOf(row)), contentType: 'application/pdf' };
  },
};
