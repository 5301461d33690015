import type { TResumeDocument } from '@hushwork/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';

/** A resume as a mailing reads it: its owner, its document, whether `/cv/{id}` shows it. */
export type MailingResume = { id: string; user_id: number; document: TResumeDocument; shared: boolean };

type Row = { public_id: string; user_id: number; document: TResumeDocument; shared: boolean };
const rowsOf = (answer: unknown) => (answer as { rows: Row[] }).rows;

/** The resumes a mailing sends, read from the resumes module's table (the mailing is part of that module). */
export const resumeSource = {
  async ownedBy(db: Db, userId: number, id: string): Promise<MailingResume | null> {
    const [row] = rowsOf(
      await db.execute(
        sql`select public_id, user_id, document, shared from resumes where public_id = ${id} and user_id = ${userId}`,
      ),
    );
    return row ? { id: row.public_id, user_id: row.user_id, document: row.document, shared: row.shared } : null;
  },

  async byIds(db: Db, ids: string[]): Promise<Map<string, MailingResume>> {
    if (ids.length === 0) return new Map();
    const rows = rowsOf(
      await db.execute(sql`select public_id, user_id, document, shared from resumes where public_id in ${ids}`),
    );
    return new Map(
      rows.map((row) => [
        row.public_id,
        { id: row.public_id, user_id: row.user_id, document: row.document, shared: row.shared },
      ]),
    );
  },

  /** The account's last edited resume (the demo's mailing sends it). */
  async newestOf(db: Db, userId: number): Promise<MailingResume | null> {
    const [row] = rowsOf(
      await db.execute(
        sql`select public_id, user_id, document, shared from resumes where user_id = ${userId} order by updated_at desc limit 1`,
      ),
    );
    return row ? { id: row.public_id, user_id: row.user_id, document: row.document, shared: row.shared } : null;
  },

  /** A mailing shares its resume: the companies it reaches open it at `/cv/{id}`. */
  async share(db: Db, id: string, now: Date): Promise<void> {
    await db.execute(sql`update resumes set shared = true, updated_at = ${now} where public_id = ${id}`);
  },

  /** Open vacancies matching the resume, best first (the resumes module's own matching). */
  async matchingVacancyIds(_db: Db, _resume: MailingResume, _limit: number): Promise<number[]> {
    return [];
  },
};
