import { eq, inArray } from 'drizzle-orm';
import type { PersonalDataEraser } from '../../../../platform/personal-data.ts';
import { candidate_identities, candidates } from '../../candidates.schema.ts';

/**
 * An erased account's candidate: who they were (name, contacts, photo and CV references) is blanked and the profile
 * leaves search, lists and sitemaps; the anonymous profile row stays for the applications and rooms that point at it.
 */
export const candidateEraser: PersonalDataEraser = {
  name: 'candidates',
  async erase(db, { user_id }) {
    const ids = db.select({ id: candidates.id }).from(candidates).where(eq(candidates.user_id, user_id));
    await db
      .update(candidate_identities)
      .set({
        name: '',
        photo_id: null,
        cv_file_id: null,
        email: null,
        phone: null,
        telegram: null,
        linkedin: null,
        github: null,
      })
      .where(inArray(candidate_identities.candidate_id, ids));
    await db.update(candidates).set({ is_public: false }).where(eq(candidates.user_id, user_id));
  },
};
