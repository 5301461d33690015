import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { recovery_codes, second_factors, sign_in_challenges } from '../../identity.schema.ts';

export type ChallengePurpose = 'second_factor' | 'enrolment';

/** The only SQL of admins' second factor: the secret, the recovery codes and the password step's challenges. */
export const secondFactorRepo = {
  async findFactor(db: Db, userId: number) {
    const [row] = await db.select().from(second_factors).where(eq(second_factors.user_id, userId));
    return row;
  },
  /** False when the user already has one (a second enrolment raced the first). */
  async insertFactor(db: Db, factor: typeof second_factors.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(second_factors)
      .values(factor)
      .onConflictDoNothing()
      .returning({ user_id: second_factors.user_id });
    return rows.length === 1;
  },
  /** Takes a time step once: false when it (or a later one) was taken already, by a replay or a racing request. */
  async takeStep(db: Db, userId: number, step: number): Promise<boolean> {
    const rows = await db
      .update(second_factors)
      .set({ last_used_step: step })
      .where(
        and(
          eq(second_factors.user_id, userId),
          or(isNull(second_factors.last_used_step), lt(second_factors.last_used_step, step)),
        ),
      )
      .returning({ user_id: second_factors.user_id });
    return rows.length === 1;
  },
  async insertRecoveryCodes(db: Db, userId: number, hashes: string[]) {
    await db.insert(recovery_codes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
  },
  /** The user's earlier codes, spent or not, give way to new ones. */
  async replaceRecoveryCodes(db: Db, userId: number, hashes: string[]) {
    await db.delete(recovery_codes).where(eq(recovery_codes.user_id, userId));
    await secondFactorRepo.insertRecoveryCodes(db, userId, hashes);
  },
  /** Spends an unused code of the user; false for someone else's, a spent one or none. */
  async spendRecoveryCode(db: Db, userId: number, hash: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(recovery_codes)
      .set({ used_at: now })
      .where(
        and(eq(recovery_codes.user_id, userId), eq(recovery_codes.code_hash, hash), isNull(recovery_codes.used_at)),
      )
      .returning({ id: recovery_codes.id });
    return rows.length === 1;
  },
  async insertChallenge(db: Db, challenge: typeof sign_in_challenges.$inferInsert) {
    await db.insert(sign_in_challenges).values(challenge);
  },
  async findLiveChallenge(db: Db, tokenHash: string, purpose: ChallengePurpose, now: Date) {
    const [row] = await db
      .select()
      .from(sign_in_challenges)
      .where(
        and(
          eq(sign_in_challenges.token_hash, tokenHash),
          eq(sign_in_challenges.purpose, purpose),
          isNull(sign_in_challenges.used_at),
          gt(sign_in_challenges.expires_at, now),
        ),
      );
    return row;
  },
  /** Spends a challenge once; false when a racing request spent it first. */
  async spendChallenge(db: Db, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(sign_in_challenges)
      .set({ used_at: now })
      .where(and(eq(sign_in_challenges.id, id), isNull(sign_in_challenges.used_at)))
      .returning({ id: sign_in_challenges.id });
    return rows.length === 1;
  },
};
