import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, serialId, timestamptz } from '../../platform/db/columns.ts';
import { companies } from './companies.schema.ts';

/**
 * An address a team manager invited before it had an account. It is claimed when an account with that address proves
 * it owns it (a confirmed e-mail), never merely by signing up with it.
 */
export const team_invitations = pgTable(
  'team_invitations',
  {
    id: serialId(),
    company_id: ownedBy('company_id', () => companies.id),
    email: text('email').notNull(),
    position: text('position'),
    invited_by: integer('invited_by').notNull(),
    created_at: createdAt(),
    accepted_at: timestamptz('accepted_at'),
  },
  (t) => [
    uniqueIndex('team_invitations_open_idx').on(t.company_id, t.email).where(sql`accepted_at is null`),
    index('team_invitations_email_idx').on(t.email),
  ],
);
