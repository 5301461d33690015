import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  moderationNote,
  moderationStatus,
  ownedBy,
  serialId,
  timestamps,
} from '../../platform/db/columns.ts';
import { companies } from './companies.schema.ts';

/**
 * Reviews of companies and the comments under them. The author's user id is kept to enforce one review per account
 * and to let its author edit it; responses show only `author_role`.
 */
export const company_reviews = pgTable(
  'company_reviews',
  {
    id: serialId(),
    company_id: ownedBy('company_id', () => companies.id),
    author_user_id: integer('author_user_id').notNull(),
    author_role: text('author_role').notNull(),
    rating: smallint('rating').notNull(),
    salary_rating: smallint('salary_rating').notNull(),
    management_rating: smallint('management_rating').notNull(),
    work_life_rating: smallint('work_life_rating').notNull(),
    growth_rating: smallint('growth_rating').notNull(),
    title: text('title').notNull(),
    pros: text('pros').notNull(),
    cons: text('cons').notNull(),
    is_current_employee: boolean('is_current_employee').notNull().default(false),
    moderation_status: moderationStatus(),
    moderation_note: moderationNote(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('company_reviews_author_idx').on(t.company_id, t.author_user_id),
    // The public list and the counts read approved reviews of a company, newest first.
    // The admins' queue of one moderation status across companies.
    index('company_reviews_moderation_idx').on(t.moderation_status, t.id),
    index('company_reviews_listed_idx').on(t.company_id, t.moderation_status, t.id),
  ],
);

export const company_review_comments = pgTable(
  'company_review_comments',
  {
    id: serialId(),
    review_id: ownedBy('review_id', () => company_reviews.id),
    author_user_id: integer('author_user_id').notNull(),
    author_role: text('author_role').notNull(),
    text: text('text').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('company_review_comments_review_idx').on(t.review_id, t.id)],
);
