import type { TAdminRoom } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { companyDirectory } from '../../../companies/index.ts';
import { userDirectory } from '../../../identity/index.ts';
import type { RoomRow } from '../../room.repo.ts';

/** Rooms with both sides named: one query for the companies and one for the accounts of the whole page. */
export async function presentAdminRooms(
  db: Db,
  rows: { room: RoomRow; message_count: number }[],
): Promise<TAdminRoom[]> {
  const [companies, users] = await Promise.all([
    companyDirectory.cardsByIds(
      db,
      rows.map((row) => row.room.company_id),
    ),
    userDirectory.listByIds(
      db,
      rows.map((row) => row.room.candidate_user_id),
    ),
  ]);
  return rows.map(({ room, message_count }) => ({
    id: room.id,
    company_id: room.company_id,
    company_name: companies.get(room.company_id)?.name ?? '',
    candidate_user_id: room.candidate_user_id,
    candidate_name: users.get(room.candidate_user_id)?.name ?? '',
    candidate_email: users.get(room.candidate_user_id)?.email ?? '',
    is_outstaff: room.is_outstaff,
    source: room.source,
    created_at: room.created_at.toISOString(),
    last_message_at: room.last_message_at.toISOString(),
    message_count,
  }));
}
