import type { TResumeDocument } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { vacancyDirectory } from '../../../vacancies/index.ts';
import { documentOf } from '../../builder/lib/present-resume.ts';
import { type ResumeRow, resumeRepo } from '../../builder/lib/resume.repo.ts';

/** A resume as a mailing reads it: its owner, its document, whether `/cv/{id}` shows it. */
export type MailingResume = { id: string; row_id: number; user_id: number; document: TResumeDocument; shared: boolean };

const mailingResumeOf = (row: ResumeRow): MailingResume | null =>
  row.user_id === null
    ? null
    : { id: row.public_id, row_id: row.id, user_id: row.user_id, document: documentOf(row), shared: row.shared };

/**
 * The resumes a mailing sends, through the builder's repository (the mailing is part of the resumes module). Only an
 * account's resume is mailed: a guest's is claimed first.
 */
export const resumeSource = {
  async ownedBy(db: Db, userId: number, id: string): Promise<MailingResume | null> {
    const row = await resumeRepo.findByPublicId(db, id);
    return row?.user_id === userId ? mailingResumeOf(row) : null;
  },

  async byIds(db: Db, ids: string[]): Promise<Map<string, MailingResume>> {
    const found = new Map<string, MailingResume>();
    for (const id of new Set(ids)) {
      const row = await resumeRepo.findByPublicId(db, id);
      const resume = row ? mailingResumeOf(row) : null;
      if (resume) found.set(id, resume);
    }
    return found;
  },

  /** The account's last edited resume (the demo's mailing sends it). */
  async newestOf(db: Db, userId: number): Promise<MailingResume | null> {
    const [row] = await resumeRepo.listOfUser(db, userId);
    return row ? mailingResumeOf(row) : null;
  },

  /** A mailing shares its resume: the companies it reaches open it at `/cv/{id}`. */
  async share(db: Db, resume: MailingResume, now: Date): Promise<void> {
    await resumeRepo.update(db, resume.row_id, { shared: true }, now);
  },

  /**
   * Open vacancies matching the resume, best first: the builder's own matching (its position title, or any one of
   * its skills, as words of the resume's language), so a mailing goes where `resume-builder/{id}/vacancies` points.
   */
  async matchingVacancyIds(db: Db, resume: MailingResume, limit: number): Promise<number[]> {
    const { document } = resume;
    const cards = await vacancyDirectory.matchingCards(db, document.language, {
      terms: [document.position.title, ...document.skills.map((skill) => skill.name)].filter(Boolean),
      language: document.language,
      limit,
    });
    return cards.map((card) => card.id);
  },
};
