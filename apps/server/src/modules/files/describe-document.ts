import type { Db } from '../../platform/db/database.ts';
import { fileRepo } from './file.repo.ts';

/** A stored document's type, size and uploaded name, for the module that keeps its id (a candidate's CV). */
export async function describeDocument(db: Db, id: string) {
  const row = await fileRepo.findOfKind(db, id, 'document');
  if (!row) return undefined;
  return { id: row.id, content_type: row.content_type, size: row.size, name: row.name ?? '', user_id: row.user_id };
}
