import { type TResumeDocument, ZResumeDocument } from '@hushwork/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';

/** A resume as a mailing reads it: its owner, its document, whether `/cv/{id}` shows it. */
export type MailingResume = { id: string; user_id: number; document: TResumeDocument; shared: boolean };

type Row = { public_id: string; user_id: number | null; document: unknown; shared: boolean };
const rowsOf = (answer: unknown) => (answer as { rows: Row[] }).rows;
const COLUMNS = sql`select public_id, user_id, document, shared from resumes`;

/** Only an account's resume is mailed (a guest's is claimed first); its document whole, with the schema's defaults. */
const mailingResumeOf = (row: Row | undefined): MailingResume | null =>
  row && row.user_id !== null
    ? { id: row.public_id, user_id: row.user_id, document: ZResumeDocument.parse(row.document), shared: row.shared }
    : null;

/**
 * The resumes a mailing sends, read from the resumes module's table (the mailing is part of that module). Plain SQL
 * until the builder's repository (`builder/lib/resume.repo.ts`) is merged into this branch; then it reads through it.
 */
export const resumeSource = {
  async ownedBy(db: Db, userId: number, id: string): Promise<MailingResume | null> {
    const [row] = rowsOf(await db.execute(sql`${COLUMNS} where public_id = ${id} and user_id = ${userId}`));
    return mailingResumeOf(row);
  },

  async byIds(db: Db, ids: string[]): Promise<Map<string, MailingResume>> {
    const found = new Map<string, MailingResume>();
    for (const id of new Set(ids)) {
      const [row] = rowsOf(await db.execute(sql`${COLUMNS} where public_id = ${id}`));
      const resume = mailingResumeOf(row);
      if (resume) found.set(id, resume);
    }
    return found;
  },

  /** The account's last edited resume (the demo's mailing sends it). */
  async newestOf(db: Db, userId: number): Promise<MailingResume | null> {
    const [row] = rowsOf(
      await db.execute(sql`${COLUMNS} where user_id = ${userId} order by updated_at desc, id desc limit 1`),
    );
    return mailingResumeOf(row);
  },

  /** A mailing shares its resume: the companies it reaches open it at `/cv/{id}`. */
  async share(db: Db, resume: MailingResume, now: Date): Promise<void> {
    await db.execute(sql`update resumes set shared = true, updated_at = ${now} where public_id = ${resume.id}`);
  },

  /**
   * Open vacancies matching the resume, best first: the builder's matching (`vacancyDirectory.matchingCards`) once
   * it is merged; none before, so a mailing then goes only to the vacancies its owner picked.
   */
  async matchingVacancyIds(_db: Db, _resume: MailingResume, _limit: number): Promise<number[]> {
    return [];
  },
};
