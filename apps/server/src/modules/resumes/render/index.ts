/**
 * Everything a resume is turned into (issue 28): the HTML page, the PDF, DOCX and TXT files and their names. Each
 * output is drawn from `resumeViewOf` (resume-view.ts), so they hold the same content in the same order.
 */
export { resumeFileName } from './file-name.ts';
export { ResumePdfBusyError } from './pdf-pool.ts';
export { renderResumeDocx } from './render-docx.ts';
export { renderResumeHtml } from './render-html.ts';
export { closeResumePdfPool, renderResumePdf, warmResumePdfPool } from './render-pdf.ts';
export { renderResumeTxt } from './render-txt.ts';
export type { RenderInput } from './resume-view.ts';
