import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, serialId, timestamps, timestamptz, tsvector } from '../../platform/db/columns.ts';

/** A JSON or RSS/Atom feed of jobs an admin configured; the queue fetches it and records how that went. */
export const external_job_feeds = pgTable('external_job_feeds', {
  id: serialId(),
  url: text('url').notNull().unique(),
  /** Shown as its jobs' source. */
  name: text('name').notNull(),
  last_fetched_at: timestamptz('last_fetched_at'),
  /** The code of the last fetch's refusal, or null when it went well. */
  last_error: text('last_error'),
  created_at: createdAt(),
});

/**
 * A job published on another site. `url` is the job's own page there: where people go to apply, and the key a feed's
 * next fetch updates it by. The company is a name and its slug only (it is not one of our companies). The search
 * vector is the vacancies' function (migration 0010_vacancy_search_functions) in the `simple` configuration: title A,
 * company B, description C, unaccented.
 */
export const external_jobs = pgTable(
  'external_jobs',
  {
    id: serialId(),
    slug: text('slug').notNull(),
    url: text('url').notNull(),
    feed_id: integer('feed_id').references(() => external_job_feeds.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    company_name: text('company_name').notNull(),
    company_slug: text('company_slug').notNull(),
    location: text('location'),
    is_remote: boolean('is_remote').notNull().default(false),
    salary_min: integer('salary_min'),
    salary_max: integer('salary_max'),
    currency: text('currency'),
    source: text('source').notNull(),
    search_vector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`vacancy_search_vector('simple'::regconfig, title, company_name, description)`),
    published_at: timestamptz('published_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('external_jobs_slug_idx').on(t.slug),
    uniqueIndex('external_jobs_url_idx').on(t.url),
    index('external_jobs_published_idx').on(t.published_at.desc(), t.id.desc()),
    index('external_jobs_company_idx').on(t.company_slug),
    index('external_jobs_feed_idx').on(t.feed_id),
    index('external_jobs_search_idx').using('gin', t.search_vector),
  ],
);

/**
 * Who went from our page to an external job's: a signed-in job seeker by account, a guest by the e-mail they gave.
 * One row per job and person; the first click's date is kept.
 */
export const external_job_applications = pgTable(
  'external_job_applications',
  {
    id: serialId(),
    external_job_id: ownedBy('external_job_id', () => external_jobs.id),
    user_id: integer('user_id'),
    email: text('email'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('external_job_applications_user_idx').on(t.external_job_id, t.user_id).where(sql`user_id is not null`),
    uniqueIndex('external_job_applications_email_idx').on(t.external_job_id, t.email).where(sql`email is not null`),
  ],
);

/** One rating, 1 to 5, per account and external company (by its slug); rating again replaces it. */
export const external_company_ratings = pgTable(
  'external_company_ratings',
  {
    company_slug: text('company_slug').notNull(),
    user_id: integer('user_id').notNull(),
    rating: smallint('rating').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.company_slug, t.user_id] })],
);
