// The candidate search's data: worker accounts and their anonymous profiles generated inside PostgreSQL (INSERT …
// SELECT over generate_series), with the distributions a candidate base has: a few technologies, specializations and
// cities in most profiles and a long tail, every seniority and English level, expectations from nothing to high,
// publication dates over a year, and a share of profiles that are not listed (pending, rejected, private, or an
// account deactivated or blocked), which every search must leave out.
import { loadInBatches, onPostgres } from './bulk-load.mjs';

/** Rows per INSERT: a statement of this size shows progress and keeps one transaction's memory bounded. */
const BATCH = 50_000;

// Sentences an expectation is made of; {t} is one of the candidate's technologies. Some words are everywhere
// ("team"), some rare ("kubernetes" only through a technology), so search terms of every selectivity exist.
const SENTENCES = [
  'I am looking for a product team that works with {t} every day.',
  'I would like to grow into a lead role within a year or two.',
  'Remote work or a hybrid office suits me best.',
  'I have shipped {t} services used by millions of people.',
  'I enjoy code review, pair programming and clear written communication.',
  'I prefer a company with a learning budget and flexible hours.',
  'My last project moved a legacy system to {t} step by step.',
  'I care about tests, observability and calm releases.',
  'Fintech and healthcare domains are where I have worked most.',
  'I can start within a month of an offer.',
  'Mentoring junior colleagues is part of what I like doing.',
  'I am open to relocation for the right team.',
];
const ROLES = [
  'Developer',
  'Engineer',
  'Software Engineer',
  'Backend Developer',
  'Frontend Developer',
  'Full Stack Developer',
  'QA Engineer',
  'DevOps Engineer',
  'Data Engineer',
  'Team Lead',
  'Designer',
  'Mobile Developer',
];
// Named by the candidates themselves (the `skills` entries): the quick search suggests them.
const SKILLS = [
  'Git',
  'Docker',
  'SQL',
  'REST APIs',
  'Agile',
  'Linux',
  'CI/CD',
  'Unit testing',
  'Code review',
  'Microservices',
  'AWS',
  'Kubernetes',
  'GraphQL',
  'Redis',
  'Kafka',
  'Terraform',
  'System design',
  'Figma',
  'Mentoring',
  'Scrum',
  'English',
  'Public speaking',
  'Data modelling',
  'Performance tuning',
  'Security',
  'Accessibility',
];
const TAGS = ['Remote', 'Mentoring', 'Open source', 'Startups', 'Product', 'Outsourcing', 'Public speaking'];
const SENIORITIES = ['trainee', 'junior', 'middle', 'senior'];
const EXPERIENCE = ['without', '0.5y', '1y', '1.5y', '2y', '3y+', '5y+'];
const ENGLISH = ['without', 'beginner', 'pre_intermediate', 'intermediate', 'upper_intermediate', 'fluent'];
// The combinations people choose (the demo seed's), comma-separated.
const JOB_TYPES = [
  'full_time,is_remote_work',
  'full_time',
  'full_time,moving',
  'part_time,freelance',
  'full_time,is_remote_work,is_considering_outstaff',
  'is_remote_work,freelance',
];
const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'];

const literal = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/** Picks index 1..n of an array, skewed to the first ones (a power of random()): popular values come first. */
const skewed = (n, power = 2) => `(1 + floor(power(random(), ${power}) * ${n})::int)`;

/**
 * Accounts, profiles, places and skills of candidates `from`..`to`, in one statement: each insert hands the next the
 * ids it made (`returning`), and the search vector is written as the candidates' repository writes it (position A;
 * specializations, technologies, tags and skills B; expectation C), so the search finds what it would in production.
 */
export function candidateBatchSql(from, to) {
  return `
with kw as (select array_agg(id order by popularity desc, id) ids, array_agg(coalesce(names->>'en', slug) order by popularity desc, id) names
            from (select * from keywords order by popularity desc, id limit 80) k),
     sp as (select array_agg(id order by popularity desc, id) ids, array_agg(coalesce(names->>'en', slug) order by popularity desc, id) names
            from specializations where type_id in (2, 3, 4)),
     ct as (select array_agg(c.id order by c.population desc, c.id) ids, array_agg(c.country_id order by c.population desc, c.id) countries
            from (select * from cities order by population desc, id limit 400) c),
     picks as (
       select g,
              ${skewed('array_length(kw.ids, 1)')} as k1, ${skewed('array_length(kw.ids, 1)', 1)} as k2,
              ${skewed('array_length(kw.ids, 1)', 1.5)} as k3, (random() < 0.5) as has_k3,
              ${skewed('array_length(sp.ids, 1)')} as s1, (random() < 0.3) as has_s2, ${skewed('array_length(sp.ids, 1)')} as s2,
              ${skewed('array_length(ct.ids, 1)', 3)} as c1, ${skewed('array_length(ct.ids, 1)', 3)} as c2,
              random() as place_kind,
              case when random() < 0.05 then null else 1 + floor(random() * ${SENIORITIES.length})::int end as sen,
              1 + floor(random() * ${ROLES.length})::int as role,
              1 + floor(random() * ${JOB_TYPES.length})::int as jobs,
              case when random() < 0.12 then null else (5 + floor(power(random(), 1.5) * 80)::int) * 100 end as salary,
              random() as listing,
              now() - (power(random(), 2) * interval '365 days') as published
       from generate_series(${from}, ${to}) g, kw, sp, ct
     ),
     rows as materialized (
       select p.g, p.salary, p.published,
              'bench-candidate-' || p.g || '@bench.hushwork.local' as email,
              'bench-candidate-' || p.g as slug,
              kw.names[p.k1] as kname,
              array(select distinct k from unnest(array[kw.ids[p.k1], kw.ids[p.k2], case when p.has_k3 then kw.ids[p.k3] end]) k
                    where k is not null) as keyword_ids,
              array(select distinct s from unnest(array[sp.ids[p.s1], case when p.has_s2 then sp.ids[p.s2] end]) s
                    where s is not null) as specialization_ids,
              concat_ws(' ', sp.names[p.s1], case when p.has_s2 and p.s2 <> p.s1 then sp.names[p.s2] end,
                        kw.names[p.k1], case when p.k2 <> p.k1 then kw.names[p.k2] end,
                        case when p.has_k3 and p.k3 not in (p.k1, p.k2) then kw.names[p.k3] end) as references_text,
              (${literal(SENIORITIES)})[p.sen] as seniority,
              (${literal(EXPERIENCE)})[least(coalesce(p.sen, 2) + floor(random() * 3)::int, ${EXPERIENCE.length})] as experience,
              (${literal(ENGLISH)})[1 + floor(random() * ${ENGLISH.length})::int] as english_level,
              initcap(coalesce((${literal(SENIORITIES)})[p.sen] || ' ', '')) || kw.names[p.k1] || ' ' || (${literal(ROLES)})[p.role] as desired_position,
              string_to_array((${literal(JOB_TYPES)})[p.jobs], ',') as job_types,
              -- Most profiles name one city, some a country only, some two cities.
              case when p.place_kind < 0.15 then array[]::int[]
                   when p.place_kind < 0.35 and p.c2 <> p.c1 then array[ct.ids[p.c1], ct.ids[p.c2]]
                   else array[ct.ids[p.c1]] end as city_ids,
              case when p.place_kind < 0.35 and p.c2 <> p.c1 and ct.countries[p.c2] <> ct.countries[p.c1]
                   then array[ct.countries[p.c1], ct.countries[p.c2]] else array[ct.countries[p.c1]] end as country_ids,
              case when p.g % 3 = 0 then array[]::text[]
                   else array[(${literal(TAGS)})[1 + p.g % ${TAGS.length}], (${literal(TAGS)})[1 + (p.g + 3) % ${TAGS.length}]] end as tags,
              array(select distinct (${literal(SKILLS)})[${skewed(SKILLS.length, 1.5)}]
                    from generate_series(1, 2 + (p.g % 4))) as skills,
              array_to_string(array(
                select replace((${literal(SENTENCES)})[1 + floor(random() * ${SENTENCES.length})::int], '{t}', kw.names[p.k1])
                from generate_series(1, 2 + (p.g % 3))
              ), ' ') as expectation,
              -- 92% approved, then pending and rejected; 5% private; 1% of accounts deactivated, 0.5% blocked.
              case when p.listing < 0.92 then 'approved' when p.listing < 0.97 then 'pending' else 'rejected' end as moderation_status,
              p.g % 20 <> 7 as is_public,
              p.g % 97 <> 5 as is_active,
              case when p.g % 199 = 3 then now() end as blocked_at,
              case when p.g % 13 = 0 then array['is_outstaffing'] else array['is_seekers'] end as employment
       from picks p, kw, sp, ct
     ),
     accounts as (
       insert into users (role_id, email, name, locale, email_verified_at, is_active, blocked_at, invite_code, created_at, updated_at)
       select 1, r.email, 'Bench Candidate ' || r.g, 'en', r.published, r.is_active, r.blocked_at, 'bench-cand-' || r.g,
              r.published, r.published
       from rows r
       returning id, email
     ),
     profiles as (
       insert into candidates (user_id, slug, desired_position, specialization_ids, keyword_ids, references_text, tags,
         seniority, experience, english_level, salary, job_types, employment, country_ids, city_ids, expectation_description,
         language, is_public, moderation_status, published_at, search_vector, created_at, updated_at)
       select a.id, r.slug, r.desired_position, r.specialization_ids, r.keyword_ids, r.references_text, r.tags,
              r.seniority, r.experience, r.english_level, r.salary,
              r.job_types, r.employment, r.country_ids, r.city_ids, r.expectation,
              'en', r.is_public, r.moderation_status, r.published,
              setweight(to_tsvector('simple', r.desired_position), 'A') ||
              setweight(to_tsvector('simple', r.references_text || ' ' || array_to_string(r.tags, ' ') || ' ' ||
                array_to_string(r.skills, ' ')), 'B') ||
              setweight(to_tsvector('simple', r.expectation || ' '), 'C'),
              r.published, r.published
       from rows r join accounts a on a.email = r.email
       returning id, slug, city_ids, country_ids
     ),
     places as (
       insert into candidate_places (candidate_id, position, country_id, city_id)
       select p.id, (n - 1)::smallint, ci.country_id, city
       from profiles p, unnest(p.city_ids) with ordinality as place(city, n), cities ci
       where ci.id = place.city
       union all
       select p.id, 0, p.country_ids[1], null from profiles p where cardinality(p.city_ids) = 0
     )
insert into candidate_skills (candidate_id, name, level, created_at)
select p.id, s.name, (${literal(LEVELS)})[1 + (p.id + s.n::int) % ${LEVELS.length}], r.published
from profiles p join rows r on r.slug = p.slug, unnest(r.skills) with ordinality as s(name, n)`;
}

/**
 * Fills a freshly migrated database with `count` candidates and their worker accounts, through `query(text)`
 * (node-postgres or PGlite, one session), in batches with the secondary indexes made after the load (`loadInBatches`).
 */
export async function generateCandidates(query, count, log = console.log) {
  await query('select setseed(0.42)');
  await loadInBatches(query, {
    table: 'candidates',
    kept: ['candidates_slug_idx', 'candidates_user_idx'],
    count,
    batch: BATCH,
    batchSql: candidateBatchSql,
    log,
  });
}

/** `generateCandidates` on a PostgreSQL database. */
export const generateCandidatesOnPostgres = (connectionString, count, log) =>
  onPostgres(connectionString, (query) => generateCandidates(query, count, log));
