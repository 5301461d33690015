import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { team_invitations } from '../../team-invitations.schema.ts';

export type InvitationRow = typeof team_invitations.$inferSelect;

export const invitationRepo = {
  /** An open invitation to this company and address is renewed (new position, new inviter), never duplicated. */
  async upsertOpen(
    db: Db,
    invitation: { company_id: number; email: string; position: string | null; invited_by: number },
  ): Promise<InvitationRow> {
    const [row] = await db
      .insert(team_invitations)
      .values(invitation)
      .onConflictDoUpdate({
        target: [team_invitations.company_id, team_invitations.email],
        targetWhere: sql`accepted_at is null`,
        set: { position: invitation.position, invited_by: invitation.invited_by, created_at: sql`now()` },
      })
      .returning();
    return row as InvitationRow;
  },

  /** The oldest open invitation to an address: the first team that asked is the one joined. */
  async oldestOpenFor(db: Db, email: string): Promise<InvitationRow | undefined> {
    const [row] = await db
      .select()
      .from(team_invitations)
      .where(and(eq(team_invitations.email, email), isNull(team_invitations.accepted_at)))
      .orderBy(asc(team_invitations.created_at), asc(team_invitations.id))
      .limit(1);
    return row;
  },

  /** The open invitations to an address, oldest first. */
  async listOpenFor(db: Db, email: string): Promise<InvitationRow[]> {
    return db
      .select()
      .from(team_invitations)
      .where(and(eq(team_invitations.email, email), isNull(team_invitations.accepted_at)))
      .orderBy(asc(team_invitations.created_at), asc(team_invitations.id));
  },

  /** One open invitation, only if it is addressed to `email`: nobody answers another person's invitation. */
  async findOpenFor(db: Db, id: number, email: string): Promise<InvitationRow | undefined> {
    const [row] = await db
      .select()
      .from(team_invitations)
      .where(and(eq(team_invitations.id, id), eq(team_invitations.email, email), isNull(team_invitations.accepted_at)))
      .limit(1);
    return row;
  },

  /** A declined invitation leaves no trace: the team may ask again, as it could invite anyone. */
  async remove(db: Db, id: number): Promise<void> {
    await db.delete(team_invitations).where(eq(team_invitations.id, id));
  },

  async markAccepted(db: Db, id: number): Promise<void> {
    await db.update(team_invitations).set({ accepted_at: sql`now()` }).where(eq(team_invitations.id, id));
  },
};
