import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import { createExternalJobs, type ExternalJobOptions } from '../external-job.factory.ts';
import { externalJobRepo } from '../external-job.repo.ts';
import { externalJobSlug } from '../external-job-fields.ts';

export const DEMO_EXTERNAL_JOB_COUNT = 200;

const COMPANIES = [
  'Northwind Cloud',
  'Bluefin Analytics',
  'Kraków Code Works',
  'Lumen Payments',
  'Orbital Games',
  'Greenleaf Health',
  'Quietwave Audio',
  'Stackyard',
  'Tidepool Robotics',
  'Vistula Data',
  'Amber Logistics',
  'Kyiv Mobile Studio',
];
const ROLES = [
  { title: 'Backend Engineer (Go)', skills: 'Go, PostgreSQL, Kafka' },
  { title: 'Frontend Developer (React)', skills: 'React, TypeScript, CSS' },
  { title: 'Full-stack Developer', skills: 'Node.js, React, PostgreSQL' },
  { title: 'Data Engineer', skills: 'Python, Spark, Airflow' },
  { title: 'DevOps Engineer', skills: 'Kubernetes, Terraform, AWS' },
  { title: 'iOS Developer', skills: 'Swift, SwiftUI' },
  { title: 'Android Developer', skills: 'Kotlin, Jetpack Compose' },
  { title: 'QA Automation Engineer', skills: 'Playwright, TypeScript' },
  { title: 'Machine Learning Engineer', skills: 'Python, PyTorch' },
  { title: 'Java Developer', skills: 'Java, Spring Boot, PostgreSQL' },
];
const LEVELS = ['Junior', 'Middle', 'Senior', 'Lead'];
const PLACES = ['Berlin, Germany', 'Warsaw, Poland', 'Kraków, Poland', 'Kyiv, Ukraine', 'London, United Kingdom', null];
const SOURCES = ['remote-board.example', 'eurojobs.example', 'devfeed.example'];
const CURRENCIES = ['EUR', 'USD', 'PLN', 'GBP'] as const;

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;
/** A deterministic spread, so the demo data is the same on every machine. */
const spread = (n: number, modulo: number) => (n * 7919 + 13) % modulo;
const DAY_MS = 24 * 60 * 60 * 1000;
const urlAt = (n: number) => `https://${pick(SOURCES, n)}/jobs/demo-${n + 1}`;
const titleAt = (n: number) => `${pick(LEVELS, spread(n, LEVELS.length))} ${pick(ROLES, n).title}`;

function jobAt(n: number, now: number): ExternalJobOptions {
  const role = pick(ROLES, n);
  const place = pick(PLACES, spread(n, PLACES.length));
  const company = pick(COMPANIES, spread(n + 3, COMPANIES.length));
  const hasSalary = spread(n, 4) !== 0;
  const base = 2500 + spread(n, 30) * 150;
  return {
    url: urlAt(n),
    title: titleAt(n),
    description: [
      `<p>${company} is hiring: ${titleAt(n).toLowerCase()}.</p>`,
      `<p><strong>Stack:</strong> ${role.skills}.</p>`,
      '<ul><li>Flexible hours</li><li>Learning budget</li><li>Small teams that own what they build</li></ul>',
    ].join(''),
    company,
    location: place,
    is_remote: place === null || spread(n, 3) === 0,
    salary_min: hasSalary ? base : null,
    salary_max: hasSalary && spread(n, 2) === 0 ? base + 1500 : null,
    currency: hasSalary ? pick(CURRENCIES, spread(n, CURRENCIES.length)) : null,
    published_at: new Date(now - spread(n, 60) * DAY_MS - n * 60_000).toISOString(),
    source: pick(SOURCES, n),
    now: new Date(now),
  };
}

/**
 * 200 jobs of other sites for /job-openings/external, spread over companies, places, salaries and sources. Written by
 * URL in one statement; a later start finds the last one and stops at once.
 */
export const demoExternalJobsSeed: DemoSeed = {
  name: 'demo-external-jobs',
  async run(db) {
    const last = DEMO_EXTERNAL_JOB_COUNT - 1;
    if (await externalJobRepo.slugExists(db, externalJobSlug(titleAt(last), urlAt(last)))) return [];
    const now = Date.now();
    await createExternalJobs(
      db,
      Array.from({ length: DEMO_EXTERNAL_JOB_COUNT }, (_, n) => jobAt(n, now)),
    );
    return [];
  },
};
