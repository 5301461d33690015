import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { candidateEraser } from '../profile/lib/candidate-eraser.ts';
import { candidateOf } from './lib/admin-candidate.ts';

/**
 * Before its account becomes an employer's: the profile leaves search, lists and sitemaps, and who the person was
 * (name, contacts, photo and CV references) is blanked as a force-delete does (ADR 0034); the anonymous row stays.
 */
export async function closeCandidateForConversion({
  actor,
  input,
  db,
}: UseCaseArgs<{ id: number }>): Promise<{ user_id: number }> {
  requirePermission(actor, 'update:candidate:any');
  const row = await candidateOf(db, input.id);
  await candidateEraser.erase(db, { user_id: row.user_id, email: '', name: '' });
  return { user_id: row.user_id };
}
