import { eq } from 'drizzle-orm';
import type { PersonalDataEraser } from '../../../../platform/personal-data.ts';
import { employers } from '../../companies.schema.ts';
import { team_invitations } from '../../team-invitations.schema.ts';

/**
 * An erased account's place in a team: its name and position are blanked (the company and its history stay), and
 * invitations sent to its address go, since they name the person.
 */
export const employerEraser: PersonalDataEraser = {
  name: 'companies',
  async erase(db, { user_id, email }) {
    await db.update(employers).set({ name: '', position: null }).where(eq(employers.user_id, user_id));
    await db.delete(team_invitations).where(eq(team_invitations.email, email));
  },
};
