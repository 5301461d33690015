import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.ts';

/**
 * An address a team manager invited before it had an account. It is claimed when an account with that address proves
 * it owns it (a confirmed e-mail), never merely by signing up with it.
 */
export const team_invitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    position: text('position'),
    invited_by: integer('invited_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_invitations_open_idx').on(t.company_id, t.email).where(sql`accepted_at is null`),
    index('team_invitations_email_idx').on(t.email),
  ],
);
