import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { roomRepo } from './room.repo.ts';
import { roomReaderOf, roomsOf } from './room-access.ts';

export type ArchiveRoomsOptions = UseCaseArgs<{ ids: number[] }, 'clock'> & { isArchived: boolean };

/**
 * `POST me/rooms/archive` and `unarchive`: moves the reader's side's rooms out of its list or back (a company's
 * members share the choice, as they share the inbox). A new message brings an archived room back by itself. Admins
 * keep the outstaff list as it is: archiving there would hide rooms from the candidate too.
 */
export async function archiveRooms({ actor, input, db, clock, isArchived }: ArchiveRoomsOptions) {
  requirePermission(actor, 'update:room:own');
  const reader = await roomReaderOf(db, actor);
  await roomsOf(db, reader, input.ids);
  await roomRepo.setArchived(db, input.ids, reader.side, isArchived ? clock.now() : null);
  return { ids: input.ids, is_archived: isArchived };
}
