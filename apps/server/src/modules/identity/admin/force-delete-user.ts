import { randomBytes } from 'node:crypto';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { outboxRepo } from '../../../platform/mail/outbox.repo.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import '../../../platform/personal-data.ts';
import { userRepo } from '../user.repo.ts';
import { adminEraseRepo } from './lib/admin-erase.repo.ts';
import { adminTargetOf, changeOf, type UserChange } from './lib/admin-target.ts';

/**
 * Erases an account's personal data now, in every domain's tables (each through its own eraser, the app's
 * `personalDataErasers` port) and in identity's, in one transaction: either all of it goes or none. The account row
 * stays, anonymized like the 30-day erasure leaves it, so what accounting keeps (applications, offers, messages)
 * still points somewhere and says nobody.
 */
export async function forceDeleteUser({
  actor,
  input,
  db,
  clock,
  registry,
}: UseCaseArgs<{ id: number }, 'clock' | 'registry'>): Promise<UserChange> {
  requirePermission(actor, 'delete:user:any');
  const now = clock.now();
  return db.transaction(async (tx) => {
    const before = await adminTargetOf(tx, actor, input.id, { isGuarded: true });
    const account = { user_id: before.id, email: before.email, name: before.name };
    for (const eraser of registry.ports.personalDataErasers ?? []) await eraser.erase(tx, account);
    await adminEraseRepo.eraseIdentityRows(tx, before.id);
    await outboxRepo.eraseTo(tx, before.email);
    const after = await userRepo.update(tx, before.id, {
      email: `erased-${before.id}@invalid`,
      name: '',
      password_hash: null,
      // The invite code is a public link that named the person; a random one names nobody.
      invite_code: `erased-${randomBytes(9).toString('base64url')}`,
      email_verified_at: null,
      is_active: false,
      deleted_at: before.deleted_at ?? now,
      erase_after: null,
    });
    return changeOf(before, after, ['deleted_at', 'erase_after', 'is_active']);
  });
}
