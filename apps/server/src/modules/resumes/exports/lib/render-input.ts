import type { TResumeDesign, TResumeDocument } from '@hushwork/contract';
import { designOf, documentOf } from '../../builder/lib/present-resume.ts';
import type { ResumeRow } from '../../builder/lib/resume.repo.ts';
import { renderResumePdf } from '../../render/index.ts';

export type RenderInput = { document: TResumeDocument; design: TResumeDesign };

export const renderInputOf = (row: ResumeRow): RenderInput => ({ document: documentOf(row), design: designOf(row) });

const nameOf = (document: TResumeDocument) => `${document.personal.first_name} ${document.personal.last_name}`.trim();

/** The title of the page and of the files' metadata: "Name — Position", whichever of the two is there. */
export const resumeTitleOf = (document: TResumeDocument) =>
  [nameOf(document), document.position.title].filter((part) => part !== '').join(' — ') || 'Resume';

/** The PDF's author: the owner's name only when they asked for it in the metadata. */
const resumeAuthorOf = (document: TResumeDocument) =>
  document.personal.name_in_metadata && nameOf(document) !== '' ? nameOf(document) : null;

/** The resume's PDF from the renderers' pool, with its title and (when the owner chose) author in the metadata. */
export const resumePdfOf = (render: RenderInput): Promise<Buffer> =>
  renderResumePdf(render, { author: resumeAuthorOf(render.document), title: resumeTitleOf(render.document) });
