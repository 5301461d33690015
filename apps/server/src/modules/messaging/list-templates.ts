import type { TMessageTemplate } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { templateRepo } from './template.repo.ts';

export type ListTemplatesOptions = { actor: Actor; db: Db };

/** `GET templates`: the texts the signed-in company member saved while writing, newest first. */
export async function listTemplates({ actor, db }: ListTemplatesOptions): Promise<{ list: TMessageTemplate[] }> {
  requirePermission(actor, 'read:message-template:own');
  const rows = await templateRepo.list(db, requireUser(actor).user_id);
  return { list: rows.map((row) => ({ id: row.id, text: row.text, created_at: row.created_at.toISOString() })) };
}
