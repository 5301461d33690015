import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { type EntryKind, entryRepo } from './lib/candidate-entry.repo.ts';
import { entryChanged } from './lib/entry-changed.ts';
import { type EntryInput, presentEntry } from './lib/entry-fields.ts';

export type UpdateCandidateEntryOptions<K extends EntryKind> = {
  actor: Actor;
  input: { kind: K; id: number; entry: EntryInput[K] };
  db: Db;
};

/** `PUT me/candidate/education|experience|skills/{id}`: replaces one of the worker's own entries. */
export async function updateCandidateEntry<K extends EntryKind>({ actor, input, db }: UpdateCandidateEntryOptions<K>) {
  requirePermission(actor, 'update:candidate:own');
  const candidate = await myCandidate(db, actor);
  return db.transaction(async (tx) => {
    if (input.kind === 'skills') {
      const skill = input.entry as EntryInput['skills'];
      if (await entryRepo.skillNamed(tx, candidate.id, skill.name, input.id))
        throw new AppError('SKILL_ALREADY_EXISTS');
    }
    const row = await entryRepo.update(tx, input.kind, candidate.id, input.id, input.entry as never);
    if (!row) throw new AppError('ENTRY_NOT_FOUND');
    await entryChanged(tx, candidate);
    return presentEntry(input.kind, row);
  });
}
