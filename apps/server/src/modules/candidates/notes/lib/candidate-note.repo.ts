import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { candidate_notes, candidate_ratings } from '../../candidates.schema.ts';

const ofNote = (candidateId: number, companyId: number) =>
  and(eq(candidate_notes.candidate_id, candidateId), eq(candidate_notes.company_id, companyId));
const ofRating = (candidateId: number, companyId: number) =>
  and(eq(candidate_ratings.candidate_id, candidateId), eq(candidate_ratings.company_id, companyId));

/** A company's private note and rating of a candidate, one each per company, shared by its team. */
export const noteRepo = {
  async saveNote(db: Db, note: { candidate_id: number; company_id: number; text: string; author_user_id: number }) {
    await db
      .insert(candidate_notes)
      .values(note)
      .onConflictDoUpdate({
        target: [candidate_notes.candidate_id, candidate_notes.company_id],
        set: { text: note.text, author_user_id: note.author_user_id, updated_at: sql`now()` },
      });
  },

  async deleteNote(db: Db, candidateId: number, companyId: number): Promise<void> {
    await db.delete(candidate_notes).where(ofNote(candidateId, companyId));
  },

  async findNote(db: Db, candidateId: number, companyId: number): Promise<string | null> {
    const [row] = await db
      .select({ text: candidate_notes.text })
      .from(candidate_notes)
      .where(ofNote(candidateId, companyId));
    return row?.text ?? null;
  },

  async saveRating(
    db: Db,
    rating: { candidate_id: number; company_id: number; rating: number; author_user_id: number },
  ) {
    await db
      .insert(candidate_ratings)
      .values(rating)
      .onConflictDoUpdate({
        target: [candidate_ratings.candidate_id, candidate_ratings.company_id],
        set: { rating: rating.rating, author_user_id: rating.author_user_id, updated_at: sql`now()` },
      });
  },

  async findRating(db: Db, candidateId: number, companyId: number): Promise<number | null> {
    const [row] = await db
      .select({ rating: candidate_ratings.rating })
      .from(candidate_ratings)
      .where(ofRating(candidateId, companyId));
    return row?.rating ?? null;
  },
};
