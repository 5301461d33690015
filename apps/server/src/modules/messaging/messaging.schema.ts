import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, serialId, timestamptz } from '../../platform/db/columns.ts';

/**
 * A conversation between a company (any member of its team answers) and a candidate: one per company and candidate,
 * whatever started it (search, an application, an offer). `company_id`, `candidate_id` and `candidate_user_id` are
 * other domains' ids, kept without foreign keys. `is_outstaff` is fixed when the room opens: the candidate was employed
 * through the platform's outstaffing, so the platform's admins answer on their side (a list of its own).
 * `last_message_id` and `last_message_at` are written with each message, so the lists read no messages to sort.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: serialId(),
    company_id: integer('company_id').notNull(),
    candidate_id: integer('candidate_id').notNull(),
    candidate_user_id: integer('candidate_user_id').notNull(),
    is_outstaff: boolean('is_outstaff').notNull().default(false),
    source: text('source').notNull().default('search'),
    created_at: createdAt(),
    last_message_id: integer('last_message_id'),
    last_message_at: timestamptz('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rooms_company_candidate_idx').on(t.company_id, t.candidate_id),
    // Each side's list, newest conversation first.
    index('rooms_company_recent_idx').on(t.company_id, t.last_message_at.desc(), t.id.desc()),
    index('rooms_candidate_user_recent_idx').on(t.candidate_user_id, t.last_message_at.desc(), t.id.desc()),
    index('rooms_outstaff_recent_idx').on(t.last_message_at.desc(), t.id.desc()).where(sql`is_outstaff`),
  ],
);

/**
 * Each side's state of a room (docs/decisions/0027): the company's members share theirs, as they share the inbox.
 * `unread_count` counts the other side's messages after `last_read_message_id`, kept with each message and read, so
 * the profile's total is a sum over the user's rooms, not a count of messages. `digested_message_id`: the other
 * side's messages up to it were in an e-mail digest to this side, so none is mailed twice.
 */
export const room_sides = pgTable(
  'room_sides',
  {
    room_id: ownedBy('room_id', () => rooms.id),
    side: text('side').notNull(),
    last_read_message_id: integer('last_read_message_id').notNull().default(0),
    unread_count: integer('unread_count').notNull().default(0),
    archived_at: timestamptz('archived_at'),
    digested_message_id: integer('digested_message_id').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.room_id, t.side] }),
    // The digest job looks only at sides with something unread.
    index('room_sides_unread_idx').on(t.side, t.room_id).where(sql`unread_count > 0`),
  ],
);

/** A message of a room; `side` says which side wrote it, `sender_user_id` who (a member, the candidate, an admin). */
export const messages = pgTable(
  'messages',
  {
    id: serialId(),
    room_id: ownedBy('room_id', () => rooms.id),
    sender_user_id: integer('sender_user_id').notNull(),
    side: text('side').notNull(),
    text: text('text').notNull(),
    created_at: createdAt(),
  },
  // A room's last 50, and each page upward from `before_id`, are one range scan of this index.
  (t) => [index('messages_room_id_idx').on(t.room_id, t.id.desc())],
);

/** Texts a company member saved to write again ("save as template"); their own, whichever company they are in. */
export const message_templates = pgTable(
  'message_templates',
  {
    id: serialId(),
    user_id: integer('user_id').notNull(),
    text: text('text').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    // Saving the same text again keeps one; hashed, since a long text would not fit a B-tree entry.
    uniqueIndex('message_templates_user_text_idx').on(t.user_id, sql`md5(${t.text})`),
    index('message_templates_user_idx').on(t.user_id, t.id.desc()),
  ],
);

/** When each account was last sent a digest of unread messages: at most one per `MESSAGING.digestCooldownS`. */
export const message_digests = pgTable('message_digests', {
  user_id: integer('user_id').primaryKey(),
  sent_at: timestamptz('sent_at').notNull(),
});
