import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  integerList,
  moderationNote,
  moderationStatus,
  ownedBy,
  serialId,
  textList,
  timestamptz,
  tsvector,
  updatedAt,
} from '../../platform/db/columns.ts';

const listed = sql`moderation_status = 'approved' AND is_public`;

/**
 * A worker's anonymous profile: only what anyone may read. Who the person is (name, photo, CV, contacts) lives in
 * `candidate_identities`, so a query of this table (lists, search, sitemap) cannot carry it out by mistake.
 * Specializations, keywords and places are other domains' ids kept in arrays, the places' countries copied beside
 * their cities, so every filter reads this one table and one GIN index. `search_vector` is written by the repository
 * with each change (desired position A; specializations, keywords, tags and skills B; expectation and jobs C), never
 * from the name, the contacts or an employer the candidate hid.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: serialId(),
    user_id: integer('user_id').notNull(),
    slug: text('slug').notNull(),
    desired_position: text('desired_position').notNull(),
    specialization_ids: integerList('specialization_ids'),
    keyword_ids: integerList('keyword_ids'),
    /** The specializations' and keywords' English names, for the search vector: ids alone find no words. */
    references_text: text('references_text').notNull().default(''),
    tags: textList('tags'),
    seniority: text('seniority'),
    experience: text('experience').notNull().default('without'),
    english_level: text('english_level').notNull().default('without'),
    /** Monthly expectation in CANDIDATES.salaryCurrency. */
    salary: integer('salary'),
    job_types: textList('job_types'),
    employment: textList('employment'),
    country_ids: integerList('country_ids'),
    city_ids: integerList('city_ids'),
    expectation_description: text('expectation_description').notNull().default(''),
    /** The site language the position and expectation are written in (text-language.ts); null when it cannot tell. */
    language: text('language'),
    is_public: boolean('is_public').notNull().default(true),
    moderation_status: moderationStatus(),
    moderation_note: moderationNote(),
    published_at: timestamptz('published_at').notNull().defaultNow(),
    /**
     * When the candidate joined the community directory (ADR 0049): their standing consent that companies with a
     * community plan may open their name and contacts. Null when not in it; leaving clears it.
     */
    community_joined_at: timestamptz('community_joined_at'),
    search_vector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('candidates_user_idx').on(t.user_id),
    uniqueIndex('candidates_slug_idx').on(t.slug),
    index('candidates_position_trgm_idx').using('gin', sql`lower(${t.desired_position}) gin_trgm_ops`).where(listed),
    // The list's orders, over listed profiles only (id breaking ties).
    index('candidates_listed_published_idx').on(t.published_at.desc(), t.id.desc()).where(listed),
    index('candidates_listed_salary_idx').on(t.salary, t.id).where(listed),
    // Highest expectation first, those without one last: read backwards, the index above puts them first.
    index('candidates_listed_salary_desc_idx').on(t.salary.desc().nullsLast(), t.id.desc()).where(listed),
    index('candidates_listed_seniority_idx').on(t.seniority, t.published_at.desc()).where(listed),
    index('candidates_listed_experience_idx').on(t.experience, t.published_at.desc()).where(listed),
    index('candidates_listed_english_idx').on(t.english_level, t.published_at.desc()).where(listed),
    index('candidates_moderation_idx').on(t.moderation_status, t.id),
    index('candidates_community_idx')
      .on(t.community_joined_at.desc(), t.id.desc())
      .where(sql`community_joined_at IS NOT NULL AND moderation_status = 'approved'`),
    // Every filter of the search in one index over listed profiles (btree_gin gives text a GIN operator class, ADR
    // 0044): one index scan intersects a term with a popular technology and a country inside GIN, skipping through
    // the long posting lists with the short one, where an index per array ANDed a bitmap of every profile each
    // filter keeps; and the rows it points to are the matches, so a count reads no row a filter then drops (ADR
    // 0045). It replaced the per-array indexes and the search vector's own: every query of them reads listed
    // profiles only.
    index('candidates_listed_filters_idx')
      .using(
        'gin',
        t.search_vector,
        t.specialization_ids,
        t.keyword_ids,
        t.country_ids,
        t.city_ids,
        t.job_types,
        t.employment,
        t.seniority,
        t.experience,
        t.english_level,
      )
      .where(listed),
  ],
);

const candidateId = () => ownedBy('candidate_id', () => candidates.id);

/**
 * Who the candidate is: read only for the owner, members of a company the profile is opened to, and admins. The photo
 * and CV are file ids of the files module, served through checks of this domain (docs/decisions/0023).
 */
export const candidate_identities = pgTable(
  'candidate_identities',
  {
    candidate_id: candidateId().primaryKey(),
    name: text('name').notNull(),
    photo_id: text('photo_id'),
    cv_file_id: text('cv_file_id'),
    email: text('email'),
    phone: text('phone'),
    telegram: text('telegram'),
    linkedin: text('linkedin'),
    github: text('github'),
    updated_at: updatedAt(),
  },
  // The files module asks, for every image and document it serves, whether a candidate holds it as private.
  (t) => [
    index('candidate_identities_photo_idx').on(t.photo_id),
    index('candidate_identities_cv_idx').on(t.cv_file_id),
  ],
);

/** The places the candidate would work in, in their order; a city's country is kept beside it. */
export const candidate_places = pgTable(
  'candidate_places',
  {
    candidate_id: candidateId(),
    position: smallint('position').notNull(),
    country_id: integer('country_id').notNull(),
    city_id: integer('city_id'),
  },
  (t) => [primaryKey({ columns: [t.candidate_id, t.position] })],
);

export const candidate_education = pgTable(
  'candidate_education',
  {
    id: serialId(),
    candidate_id: candidateId(),
    degree: text('degree'),
    institution: text('institution').notNull(),
    specialty: text('specialty').notNull().default(''),
    start_year: smallint('start_year').notNull(),
    end_year: smallint('end_year'),
    description: text('description').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('candidate_education_candidate_idx').on(t.candidate_id, t.start_year)],
);

export const candidate_experience = pgTable(
  'candidate_experience',
  {
    id: serialId(),
    candidate_id: candidateId(),
    position: text('position').notNull(),
    company_name: text('company_name').notNull(),
    /** The employer's name stays out of the anonymous profile and the search vector. */
    is_company_hidden: boolean('is_company_hidden').notNull().default(false),
    /** `YYYY-MM`; `ended_at` is null while the job goes on. */
    started_at: text('started_at').notNull(),
    ended_at: text('ended_at'),
    description: text('description').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('candidate_experience_candidate_idx').on(t.candidate_id, t.started_at)],
);

export const candidate_skills = pgTable(
  'candidate_skills',
  {
    id: serialId(),
    candidate_id: candidateId(),
    name: text('name').notNull(),
    level: text('level'),
    created_at: createdAt(),
  },
  (t) => [
    // A skill is named once per profile, whatever its case.
    uniqueIndex('candidate_skills_name_idx').on(t.candidate_id, sql`lower(${t.name})`),
    // The header's search box suggests skills containing what is typed (ADR 0045).
    index('candidate_skills_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/**
 * The candidate's consent: a company whose members see who they are. Closing keeps the row (`closed_at`), so the
 * candidate's list and a later reopening know it; only rows without `closed_at` open anything.
 */
export const candidate_openings = pgTable(
  'candidate_openings',
  {
    candidate_id: candidateId(),
    company_id: integer('company_id').notNull(),
    source: text('source').notNull(),
    opened_at: timestamptz('opened_at').notNull().defaultNow(),
    /** Who opened it: the candidate, or the admin acting for an outstaffed candidate. */
    opened_by_user_id: integer('opened_by_user_id').notNull(),
    closed_at: timestamptz('closed_at'),
    contacts_viewed_at: timestamptz('contacts_viewed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.candidate_id, t.company_id] }),
    index('candidate_openings_company_idx').on(t.company_id).where(sql`closed_at IS NULL`),
  ],
);

/** Companies the candidate hid the profile from: their members find it nowhere. */
export const candidate_hidden_companies = pgTable(
  'candidate_hidden_companies',
  {
    candidate_id: candidateId(),
    company_id: integer('company_id').notNull(),
    hidden_at: timestamptz('hidden_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.candidate_id, t.company_id] }),
    index('candidate_hidden_companies_company_idx').on(t.company_id),
  ],
);

/** A company's private note about a candidate, shared by its team. */
export const candidate_notes = pgTable(
  'candidate_notes',
  {
    candidate_id: candidateId(),
    company_id: integer('company_id').notNull(),
    text: text('text').notNull(),
    author_user_id: integer('author_user_id').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.candidate_id, t.company_id] }),
    index('candidate_notes_company_idx').on(t.company_id),
  ],
);

/** A company's rating of a candidate (1–5), for its own team. */
export const candidate_ratings = pgTable(
  'candidate_ratings',
  {
    candidate_id: candidateId(),
    company_id: integer('company_id').notNull(),
    rating: smallint('rating').notNull(),
    author_user_id: integer('author_user_id').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.candidate_id, t.company_id] }),
    index('candidate_ratings_company_idx').on(t.company_id),
  ],
);
