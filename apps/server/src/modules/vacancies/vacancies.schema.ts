import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  integerList,
  moderationNote,
  moderationStatus,
  ownedBy,
  serialId,
  textList,
  timestamps,
  timestamptz,
  tsvector,
} from '../../platform/db/columns.ts';

/** A text-search configuration (`english`, `simple`): the language the vacancy's words are stemmed in. */
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });

const live = sql`moderation_status = 'approved' AND state = 'active'`;

/**
 * A company's vacancy. Places, specializations and technologies are other domains' ids kept in arrays (each with a GIN
 * index), the countries and continents of its cities copied beside them when it is written, so every filter of the
 * search reads this one table. `search_vector` is computed by `vacancy_search_vector` (migration
 * 0010_vacancy_search_functions): title A, technologies and the company's name B, description C, unaccented, in both the `simple`
 * configuration and the vacancy's language.
 */
export const vacancies = pgTable(
  'vacancies',
  {
    id: serialId(),
    company_id: integer('company_id').notNull(),
    author_user_id: integer('author_user_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    specialization_ids: integerList('specialization_ids'),
    keyword_ids: integerList('keyword_ids'),
    /** The technologies' names, for the search vector: ids alone find no words. */
    keywords_text: text('keywords_text').notNull().default(''),
    /**
     * The company's name, copied when the vacancy is written and again when the company is renamed, so a search for
     * a company's name reads the search vector's index like any other word (ADR 0024: no join in the search).
     */
    company_name: text('company_name').notNull(),
    seniority: text('seniority'),
    experience: text('experience'),
    english_level: text('english_level'),
    budget: integer('budget'),
    budget2: integer('budget2'),
    currency: text('currency').notNull().default('USD'),
    /** The range in whole US dollars (VACANCIES.usdPerUnit): salary filters and sorting compare these. */
    salary_min_usd: integer('salary_min_usd'),
    salary_max_usd: integer('salary_max_usd'),
    job_types: textList('job_types'),
    employment: textList('employment'),
    is_remote: boolean('is_remote').notNull().default(false),
    city_ids: integerList('city_ids'),
    country_ids: integerList('country_ids'),
    continent_ids: integerList('continent_ids'),
    hiring_bonus: integer('hiring_bonus'),
    moderation_status: moderationStatus(),
    moderation_note: moderationNote(),
    state: text('state').notNull().default('active'),
    is_vip: boolean('is_vip').notNull().default(false),
    is_top: boolean('is_top').notNull().default(false),
    /** The site language the title and description are written in (text-language.ts); null when it cannot tell. */
    language: text('language'),
    /** The language the company wrote in, as a text-search configuration. */
    search_config: regconfig('search_config').notNull().default(sql`'simple'::regconfig`),
    search_vector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`vacancy_search_vector(search_config, title, keywords_text || ' ' || company_name, description)`,
      ),
    published_at: timestamptz('published_at').notNull().defaultNow(),
    /** Set by its first approval, which publishes it as new; approving an edit later keeps its publication date. */
    first_approved_at: timestamptz('first_approved_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('vacancies_slug_idx').on(t.slug),
    // The admins' queues: one moderation status, oldest or newest first.
    index('vacancies_moderation_idx').on(t.moderation_status, t.id),
    index('vacancies_company_idx').on(t.company_id, t.state, t.id),
    index('vacancies_search_idx').using('gin', t.search_vector),
    index('vacancies_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`).where(live),
    // The search's orders, over open approved vacancies only (placement first, then the sort, id breaking ties).
    index('vacancies_live_date_idx')
      .on(t.is_top.desc(), t.is_vip.desc(), t.published_at.desc(), t.id.desc())
      .where(live),
    index('vacancies_live_published_idx').on(t.published_at.desc(), t.id.desc()).where(live),
    index('vacancies_live_salary_idx')
      .on(t.is_top.desc(), t.is_vip.desc(), t.salary_max_usd.desc().nullsLast(), t.id.desc())
      .where(live),
    index('vacancies_live_vip_idx').on(t.published_at.desc()).where(sql`${live} AND is_vip`),
    // Every filter of the search in one index (btree_gin gives text and booleans a GIN operator class): one index
    // scan intersects a term with a country of 400,000 vacancies by skipping through the country's long posting list
    // with the term's short one, where separate indexes ANDed two bitmaps, one of them 400,000 rows; and the rows it
    // points to are the matches, so a count reads no row a filter then drops (ADR 0044).
    index('vacancies_live_filters_idx')
      .using(
        'gin',
        t.search_vector,
        t.specialization_ids,
        t.keyword_ids,
        t.city_ids,
        t.country_ids,
        t.continent_ids,
        t.seniority,
        t.experience,
        t.english_level,
        t.job_types,
        t.employment,
        t.is_remote,
      )
      .where(live),
    // Salary has no index of its own: a range matches a large share of all vacancies, the date order filters it as
    // it walks, and a B-tree only tempted the planner into ANDing a bitmap of 300,000 rows with a term's few thousand
    // (ADR 0024).
  ],
);

/** Questions the company asks applicants, in the order it wrote them. */
export const vacancy_questions = pgTable(
  'vacancy_questions',
  {
    id: serialId(),
    vacancy_id: ownedBy('vacancy_id', () => vacancies.id),
    position: smallint('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('vacancy_questions_vacancy_idx').on(t.vacancy_id, t.position)],
);

/**
 * The salary reports' figures (SALARIES), computed again from live vacancies by a background job: one row per
 * technology × seniority × country that at least `SALARIES.minVacancies` vacancies back. 0 and '' stand for "every"
 * technology, country and seniority, so the pages read whole figures by their key and never aggregate vacancies.
 */
export const salary_figures = pgTable(
  'salary_figures',
  {
    technology_id: integer('technology_id').notNull(),
    seniority: text('seniority').notNull(),
    country_id: integer('country_id').notNull(),
    vacancies: integer('vacancies').notNull(),
    p25: integer('p25').notNull(),
    median: integer('median').notNull(),
    p75: integer('p75').notNull(),
    computed_at: timestamptz('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.technology_id, t.seniority, t.country_id] })],
);

/**
 * Open vacancies per technology, specialization, city, country, continent and seniority (`dimension`, the vacancy's
 * column), over all of them (`scope` 0) and per continent (its id): menus, top lists, landing links and the sitemap
 * read the most frequent here instead of counting every open vacancy (ADR 0047). Statement triggers on `vacancies`
 * keep it (migration 0032): every write adds what it opened and takes away what it closed, in its own transaction.
 */
export const vacancy_live_counts = pgTable(
  'vacancy_live_counts',
  {
    scope: integer('scope').notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.dimension, t.key] }),
    index('vacancy_live_counts_rank_idx').on(t.scope, t.dimension, t.n.desc(), t.key),
  ],
);
