import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  moderationNote,
  moderationStatus,
  ownedBy,
  serialId,
  timestamptz,
  updatedAt,
} from '../../platform/db/columns.ts';

export const companies = pgTable(
  'companies',
  {
    id: serialId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    size: text('size'),
    site: text('site'),
    logo_id: text('logo_id'),
    banner_id: text('banner_id'),
    ceo_photo_id: text('ceo_photo_id'),
    is_public: boolean('is_public').notNull().default(true),
    moderation_status: moderationStatus(),
    moderation_note: moderationNote(),
    /** An admin checked the company and marks it safe to deal with (spec section 4). */
    is_safe: boolean('is_safe').notNull().default(false),
    /** An admin lets the company promote its vacancies to VIP. */
    vip_vacancies: boolean('vip_vacancies').notNull().default(false),
    /**
     * Company premium paid (spec section 5), written by billing as the provider confirms or ends it; read only while
     * the premium flag is on, so a company is born unpaid and posts freely while the flag is off.
     */
    can_send_job_offer: boolean('can_send_job_offer').notNull().default(false),
    owner_user_id: integer('owner_user_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_slug_idx').on(t.slug),
    // The public list reads only approved public companies, newest first.
    index('companies_listed_idx').on(t.moderation_status, t.is_public, t.id),
    index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const company_offices = pgTable(
  'company_offices',
  {
    company_id: ownedBy('company_id', () => companies.id),
    city_id: integer('city_id').notNull(),
    // Kept beside the city so the list filters by country without reaching into the catalogs' tables.
    country_id: integer('country_id').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.city_id] }),
    index('company_offices_city_idx').on(t.city_id),
    index('company_offices_country_idx').on(t.country_id),
  ],
);

export const company_specializations = pgTable(
  'company_specializations',
  {
    company_id: ownedBy('company_id', () => companies.id),
    specialization_id: integer('specialization_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.specialization_id] }),
    index('company_specializations_spec_idx').on(t.specialization_id),
  ],
);

export const company_technologies = pgTable(
  'company_technologies',
  {
    company_id: ownedBy('company_id', () => companies.id),
    keyword_id: integer('keyword_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.keyword_id] }),
    index('company_technologies_keyword_idx').on(t.keyword_id),
  ],
);

/** A company account's place in a team; absent until it creates, joins or is added to a company. */
export const employers = pgTable(
  'employers',
  {
    user_id: integer('user_id').primaryKey(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    position: text('position'),
    is_owner: boolean('is_owner').notNull().default(false),
    is_admin: boolean('is_admin').notNull().default(false),
    blocked_at: timestamptz('blocked_at'),
    created_at: createdAt(),
  },
  (t) => [index('employers_company_idx').on(t.company_id)],
);

export const company_join_requests = pgTable(
  'company_join_requests',
  {
    id: serialId(),
    company_id: ownedBy('company_id', () => companies.id),
    user_id: integer('user_id').notNull(),
    status: text('status').notNull().default('pending'),
    created_at: createdAt(),
    decided_at: timestamptz('decided_at'),
  },
  (t) => [
    // One open request per person at a time: asking again replaces nothing, it is refused.
    uniqueIndex('company_join_requests_open_idx').on(t.user_id).where(sql`status = 'pending'`),
    index('company_join_requests_company_idx').on(t.company_id, t.status),
  ],
);

export const company_notes = pgTable(
  'company_notes',
  {
    company_id: ownedBy('company_id', () => companies.id),
    user_id: integer('user_id').notNull(),
    text: text('text').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.user_id] })],
);
