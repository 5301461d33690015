import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { type EntryKind, entryRepo } from './lib/candidate-entry.repo.ts';
import { entryChanged } from './lib/entry-changed.ts';
import { ENTRY_LIMITS, type EntryInput, presentEntry } from './lib/entry-fields.ts';

export type CreateCandidateEntryOptions<K extends EntryKind> = {
  actor: Actor;
  input: { kind: K; entry: EntryInput[K] };
  db: Db;
};

/** `POST me/candidate/education|experience|skills`: adds an entry; the public profile changed, so it awaits moderation. */
export async function createCandidateEntry<K extends EntryKind>({ actor, input, db }: CreateCandidateEntryOptions<K>) {
  requirePermission(actor, 'update:candidate:own');
  const candidate = await myCandidate(db, actor);
  return db.transaction(async (tx) => {
    if ((await entryRepo.count(tx, input.kind, candidate.id)) >= ENTRY_LIMITS[input.kind]) {
      throw new AppError('ENTRIES_LIMIT', { params: { max: ENTRY_LIMITS[input.kind] } });
    }
    if (input.kind === 'skills') {
      const skill = input.entry as EntryInput['skills'];
      if (await entryRepo.skillNamed(tx, candidate.id, skill.name)) throw new AppError('SKILL_ALREADY_EXISTS');
    }
    const row = await entryRepo.insert(tx, input.kind, candidate.id, input.entry as never);
    await entryChanged(tx, candidate);
    return presentEntry(input.kind, row);
  });
}
