import { ADMIN, type TAdminRoomDetail } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userDirectory } from '../../identity/index.ts';
import { messageRepo } from '../message.repo.ts';
import { adminRoomRepo } from './lib/admin-room.repo.ts';
import { presentAdminRooms } from './lib/present-admin-room.ts';

/**
 * A page of one conversation as an admin reads it for moderation, every sender named. Reading marks nothing read on
 * either side: the participants never learn of it. The admin area writes each read to its audit log.
 */
export async function readAdminRoom({
  actor,
  input,
  db,
}: UseCaseArgs<{ id: number; before_id?: number }>): Promise<TAdminRoomDetail> {
  requirePermission(actor, 'read:room:any');
  const found = await adminRoomRepo.find(db, input.id);
  if (!found) throw new AppError('ADMIN_ROOM_NOT_FOUND');
  const { rows, has_more } = await messageRepo.page(db, input.id, {
    before_id: input.before_id,
    limit: ADMIN.roomPageSize,
  });
  const [[room], senders] = await Promise.all([
    presentAdminRooms(db, [found]),
    userDirectory.listByIds(
      db,
      rows.map((row) => row.sender_user_id),
    ),
  ]);
  return {
    room: room as TAdminRoomDetail['room'],
    list: rows.map((row) => ({
      id: row.id,
      sender_user_id: row.sender_user_id,
      sender_name: senders.get(row.sender_user_id)?.name ?? '',
      side: row.side as 'company' | 'candidate',
      text: row.text,
      created_at: row.created_at.toISOString(),
    })),
    has_more,
  };
}
