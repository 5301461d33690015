import type { Locale, TMessage, TRoom } from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import { translate } from '../../platform/i18n/server-i18n.ts';
import type { Registry } from '../../platform/registry.ts';
import { type ConversationCandidate, conversationCandidates } from '../candidates/index.ts';
import { companyDirectory } from '../companies/index.ts';
import { userDirectory } from '../identity/index.ts';
import { type MessageRow, messageRepo } from './message.repo.ts';
import { otherSide, type RoomRow, type RoomSides, roomRepo, type Side } from './room.repo.ts';
import type { RoomReader } from './room-access.ts';

/** Who a message is presented to: their account (for `is_mine`) and side. */
export type Viewer = { user_id: number; side: Side };

/**
 * The names of the team members who wrote company messages. A candidate side's message never carries a name: it is
 * the candidate's, or an outstaff admin's written for them.
 */
export async function authorNamesOf(db: Db, rows: readonly MessageRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.filter((row) => row.side === 'company').map((row) => row.sender_user_id))];
  const users = await userDirectory.listByIds(db, ids);
  return new Map([...users].map(([id, user]) => [id, user.name]));
}

export function presentMessage(
  row: MessageRow,
  viewer: Viewer,
  sides: RoomSides,
  authors: Map<number, string>,
): TMessage {
  const side = row.side as Side;
  return {
    id: row.id,
    room_id: row.room_id,
    side,
    is_mine: row.sender_user_id === viewer.user_id,
    author_name: side === 'company' ? (authors.get(row.sender_user_id) ?? null) : null,
    text: row.text,
    created_at: row.created_at.toISOString(),
    is_read: row.id <= sides[otherSide(side)].last_read_message_id,
  };
}

export async function presentMessages(db: Db, viewer: Viewer, sides: RoomSides, rows: MessageRow[]) {
  const authors = await authorNamesOf(db, rows);
  return rows.map((row) => presentMessage(row, viewer, sides, authors));
}

const readerKindOf = (reader: RoomReader) => reader.kind;

function candidateOf(candidate: ConversationCandidate | undefined, room: RoomRow, locale: Locale): TRoom['candidate'] {
  if (!candidate)
    return {
      id: room.candidate_id,
      slug: null,
      label: translate(locale, 'Messaging:candidateUnavailable'),
      name: null,
      is_opened: false,
    };
  return {
    id: candidate.id,
    slug: candidate.slug,
    label: candidate.label,
    name: candidate.name,
    is_opened: candidate.is_opened,
  };
}

/**
 * Rooms as the reader's side sees them, in the rows' order: one query each for the sides, the last messages, the
 * companies, the candidates (through the candidates module's consent rules) and the authors, whatever the page size.
 */
export async function presentRooms(
  db: Db,
  reader: RoomReader,
  locale: Locale,
  rows: RoomRow[],
  registry: Registry,
): Promise<TRoom[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [sides, lastMessages, companies, candidates] = await Promise.all([
    roomRepo.sidesOf(db, ids),
    messageRepo.findByIds(
      db,
      rows.flatMap((row) => (row.last_message_id ? [row.last_message_id] : [])),
    ),
    companyDirectory.cardsByIds(
      db,
      rows.map((row) => row.company_id),
    ),
    conversationCandidates(db, readerKindOf(reader), rows, registry),
  ]);
  const authors = await authorNamesOf(db, lastMessages);
  const messagesById = new Map(lastMessages.map((message) => [message.id, message]));
  const viewer = { user_id: reader.user_id, side: reader.side };
  return rows.flatMap((row) => {
    const roomSides = sides.get(row.id);
    if (!roomSides) return [];
    const mine = roomSides[reader.side];
    const last = row.last_message_id ? messagesById.get(row.last_message_id) : undefined;
    const company = companies.get(row.company_id);
    return [
      {
        id: row.id,
        side: reader.side,
        is_outstaff: row.is_outstaff,
        source: row.source as TRoom['source'],
        company: company
          ? {
              id: company.id,
              slug: company.is_listed ? company.slug : null,
              name: company.name,
              logo_id: company.logo_id,
            }
          : { id: row.company_id, slug: null, name: translate(locale, 'Messaging:companyUnavailable'), logo_id: null },
        candidate: candidateOf(candidates.get(`${row.candidate_id}:${row.company_id}`), row, locale),
        last_message: last ? presentMessage(last, viewer, roomSides, authors) : null,
        unread_count: mine.unread_count,
        read_message_id: roomSides[otherSide(reader.side)].last_read_message_id,
        is_archived: mine.archived_at !== null,
        created_at: row.created_at.toISOString(),
        last_message_at: row.last_message_at.toISOString(),
      },
    ];
  });
}
