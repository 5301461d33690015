import { type TResume, type TResumeSummary, ZResumeDesign, ZResumeDocument } from '@hushwork/contract';
import type { ResumeRow } from './resume.repo.ts';

/**
 * The document and design as the contract reads them today: a row saved before a field existed gets its default,
 * so every reader (the wizard, the renderers) sees a whole document.
 */
export const documentOf = (row: ResumeRow) => ZResumeDocument.parse(row.document);
export const designOf = (row: ResumeRow) => ZResumeDesign.parse(row.design);

export const presentResume = (row: ResumeRow): TResume => ({
  id: row.public_id,
  document: documentOf(row),
  design: designOf(row),
  step: row.step,
  shared: row.shared,
  indexable: row.indexable,
  owned: row.user_id !== null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The title the owner's list shows: the position, else the name. */
export const presentSummary = (row: ResumeRow): TResumeSummary => {
  const { personal, position } = documentOf(row);
  const name = `${personal.first_name} ${personal.last_name}`.trim();
  return {
    id: row.public_id,
    title: position.title || name,
    template: designOf(row).template,
    shared: row.shared,
    updated_at: row.updated_at.toISOString(),
  };
};
