import type { TAdminRoomsQueryParsed } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { adminPageOf } from '../../../platform/moderation.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminRoomRepo } from './lib/admin-room.repo.ts';
import { presentAdminRooms } from './lib/present-admin-room.ts';

/** Every conversation, newest first, for admins handling a report: one account's, one company's, or all. */
export async function listAdminRooms({ actor, input, db }: UseCaseArgs<TAdminRoomsQueryParsed>) {
  requirePermission(actor, 'read:room:any');
  const { rows, total } = await adminRoomRepo.page(db, input);
  return adminPageOf(await presentAdminRooms(db, rows), total, input.page);
}
