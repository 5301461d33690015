// The job-search benchmark's data: companies and vacancies generated inside PostgreSQL (INSERT … SELECT over
// generate_series), a million rows in minutes, with the distributions a job board has: a few technologies and cities
// in most vacancies and a long tail, all seniorities, salaries from nothing to high, dates over a year.
import { loadInBatches, onPostgres } from './bulk-load.mjs';

export const BENCH_COMPANIES = 2000;
/** Rows per INSERT: a statement of this size shows progress and keeps one transaction's memory bounded. */
const BATCH = 100_000;

// Sentences a description is made of; {t} is one of the vacancy's technologies. Some words are everywhere
// ("team"), some rare ("kubernetes" only through a technology), so search terms of every selectivity exist.
const SENTENCES = [
  'We are looking for an engineer who enjoys working with {t} every day.',
  'You will join a product team building services used by millions of people.',
  'Our stack is {t} with a modern continuous delivery pipeline.',
  'Experience with {t} in production is a strong plus.',
  'You will design, build and maintain features end to end.',
  'We value code review, pair programming and clear written communication.',
  'The team works remotely across several time zones with a weekly sync.',
  'You will mentor junior colleagues and help shape our architecture.',
  'We offer a learning budget, flexible hours and private medical insurance.',
  'Knowledge of cloud infrastructure and observability tools is welcome.',
  'You will work closely with designers and product managers.',
  'Our clients are fintech and healthcare companies in Europe and the US.',
  'Automated testing is part of everything we ship.',
  'We migrate a large legacy system to {t} step by step.',
  'Performance, reliability and security matter to us as much as features.',
  'You will own services from the first sketch to monitoring in production.',
  'A clean architecture and well documented APIs are what we aim for.',
  'The position includes on-call duty one week per quarter, paid extra.',
  'We use {t} and {t} together in our data platform.',
  'Startups and enterprise clients alike rely on our platform.',
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
  'Architect',
  'Mobile Developer',
];
const SENIORITIES = ['trainee', 'junior', 'middle', 'senior'];
const EXPERIENCE = ['without', '0.5y', '1y', '1.5y', '2y', '3y+', '5y+'];
const ENGLISH = ['without', 'beginner', 'pre_intermediate', 'intermediate', 'upper_intermediate', 'fluent'];
const JOB_TYPES = ['full_time', 'part_time', 'is_remote_work', 'freelance', 'moving', 'is_considering_outstaff'];
const CURRENCIES = ['USD', 'EUR', 'PLN', 'UAH', 'GBP'];
const USD_PER_UNIT = [1, 1.08, 0.25, 0.024, 1.27];

const literal = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;
const numbers = (values) => `array[${values.join(',')}]::float8[]`;

/** Picks index 1..n of an array, skewed to the first ones (a power of random()): popular values come first. */
const skewed = (n, power = 2) => `(1 + floor(power(random(), ${power}) * ${n})::int)`;

export function vacancyBatchSql(from, to) {
  return `
with kw as (select array_agg(id order by popularity desc, id) ids, array_agg(coalesce(names->>'en', slug) order by popularity desc, id) names
            from (select * from keywords order by popularity desc, id limit 80) k),
     sp as (select array_agg(id order by popularity desc, id) ids from specializations where type_id in (2, 3, 4)),
     ct as (select array_agg(c.id order by c.population desc, c.id) ids, array_agg(c.country_id order by c.population desc, c.id) countries,
                   array_agg(co.continent_id order by c.population desc, c.id) continents
            from (select * from cities order by population desc, id limit 400) c join countries co on co.id = c.country_id),
     cm as (select array_agg(id order by id) ids, array_agg(name order by id) names from companies where slug like 'bench-company-%'),
     picks as (
       select g,
              ${skewed('array_length(kw.ids, 1)')} as k1, ${skewed('array_length(kw.ids, 1)', 1)} as k2,
              ${skewed('array_length(sp.ids, 1)')} as s1,
              ${skewed('array_length(ct.ids, 1)', 3)} as c1,
              1 + floor(random() * ${SENIORITIES.length})::int as sen,
              1 + floor(random() * ${ROLES.length})::int as role,
              1 + floor(random() * ${CURRENCIES.length})::int as cur,
              (random() < 0.85) as paid,
              500 + floor(power(random(), 1.5) * 9000)::int as low,
              random() < 0.35 as remote,
              1 + floor(random() * array_length(cm.ids, 1))::int as company,
              now() - (power(random(), 2) * interval '365 days') as published
       from generate_series(${from}, ${to}) g, kw, sp, ct, cm
     ),
     rows as (
       select p.*, kw.ids[p.k1] as kid1, kw.ids[p.k2] as kid2, kw.names[p.k1] as kname1, kw.names[p.k2] as kname2,
              sp.ids[p.s1] as sid, ct.ids[p.c1] as cid, ct.countries[p.c1] as country, ct.continents[p.c1] as continent,
              cm.ids[p.company] as company_id, cm.names[p.company] as company_name
       from picks p, kw, sp, ct, cm
     )
insert into vacancies (company_id, company_name, author_user_id, slug, title, description, excerpt, specialization_ids, keyword_ids,
  keywords_text, seniority, experience, english_level, budget, budget2, currency, salary_min_usd, salary_max_usd,
  job_types, employment, is_remote, city_ids, country_ids, continent_ids, moderation_status, state, is_vip, is_top,
  search_config, published_at, created_at, updated_at)
select r.company_id, r.company_name, 1, 'bench-vacancy-' || r.g,
       initcap((${literal(SENIORITIES)})[r.sen]) || ' ' || r.kname1 || ' ' || (${literal(ROLES)})[r.role],
       '<p>' || array_to_string(array(
         select replace(replace((${literal(SENTENCES)})[1 + floor(random() * ${SENTENCES.length})::int], '{t}', r.kname1), '{t}', r.kname2)
         from generate_series(1, 4 + (r.g % 4))
       ), ' ') || '</p>',
       'A ' || r.kname1 || ' position in a product team.',
       array[r.sid], case when r.kid1 = r.kid2 then array[r.kid1] else array[r.kid1, r.kid2] end,
       r.kname1 || ' ' || r.kname2,
       (${literal(SENIORITIES)})[r.sen],
       (${literal(EXPERIENCE)})[least(1 + r.sen + floor(random() * 3)::int, ${EXPERIENCE.length})],
       (${literal(ENGLISH)})[2 + floor(random() * ${ENGLISH.length - 1})::int],
       case when r.paid then floor(r.low / (${numbers(USD_PER_UNIT)})[r.cur])::int end,
       case when r.paid then floor((r.low * 1.4) / (${numbers(USD_PER_UNIT)})[r.cur])::int end,
       (${literal(CURRENCIES)})[r.cur],
       case when r.paid then r.low end, case when r.paid then floor(r.low * 1.4)::int end,
       case when r.remote then array['full_time', 'is_remote_work'] else array[(${literal(JOB_TYPES)})[1 + (r.g % 3)]] end,
       array['is_seekers'],
       r.remote, array[r.cid], array[r.country], array[r.continent],
       'approved', case when r.g % 50 = 0 then 'paused' else 'active' end,
       r.g % 400 = 0, r.g % 1000 = 0,
       'english'::regconfig, r.published, r.published, r.published
from rows r`;
}

/**
 * Fills a freshly migrated database with `count` vacancies of `BENCH_COMPANIES` approved companies, through
 * `query(text)` (node-postgres or PGlite, one session), in batches with the secondary indexes made after the load
 * (`loadInBatches`).
 */
export async function generateJobs(query, count, log = console.log) {
  await query('select setseed(0.42)');
  await query(
    `insert into companies (slug, name, description, moderation_status, is_public, size)
     select 'bench-company-' || g, 'Bench Company ' || g, 'A company of the job-search benchmark.', 'approved', true, '11-50'
     from generate_series(1, ${BENCH_COMPANIES}) g on conflict (slug) do nothing`,
  );
  await loadInBatches(query, {
    table: 'vacancies',
    kept: ['vacancies_slug_idx'],
    count,
    batch: BATCH,
    batchSql: vacancyBatchSql,
    log,
  });
}

/** `generateJobs` on a PostgreSQL database. */
export const generateJobsOnPostgres = (connectionString, count, log) =>
  onPostgres(connectionString, (query) => generateJobs(query, count, log));
