import { SESSION_COOKIES } from '@hushwork/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { setCandidateModeration } from '../modules/candidates/index.ts';
import { setCompanyModeration } from '../modules/companies/index.ts';
import { createTestClock, type TestClock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { createMemoryStore } from '../platform/rate-limit/memory-store.ts';
import { bearer, newIp, registerFromNewIp as register } from './identity-helpers.ts';
import { signIn } from './sign-in.ts';
import { testClient } from './test-client.ts';
import { createTestDatabase } from './test-database.ts';
import { PDF, pngOf, uploadForm } from './uploads.ts';

/**
 * The anonymity scan (issue 15): one candidate with distinctive secrets (name, e-mail, phone, Telegram, LinkedIn,
 * GitHub, the account's e-mail, photo and CV), every surface visited as every role, and each place a secret shows up
 * where the candidate did not open the profile reported with its surface, role and address. Other domains that show
 * candidates (vacancies' applicants, messages, admin, resumes) push their surfaces onto `anonymitySurfaces` in their
 * own test file before scanning, and reuse the seeded world, its roles and its ids.
 */

/** Who looks: each kind of reader the consent model tells apart (docs/decisions/0023). */
export const SCAN_ROLES = [
  'guest',
  'worker',
  'owner',
  'stranger_company',
  'hidden_company',
  'closed_company',
  'opened_company',
  'admin',
] as const;
export type ScanRole = (typeof SCAN_ROLES)[number];
/** Those the candidate's identity is for: the candidate, a company they opened it to, and admins who moderate it. */
export const REVEALING_ROLES: readonly ScanRole[] = ['owner', 'opened_company', 'admin'];

export type Secret = { kind: string; value: string };
/** One answer a surface gave: where it was asked, its status, and its text (body, and headers for files). */
export type Visit = { where: string; status: number; text: string };

export type ScanWorld = {
  app: FastifyInstance;
  database: Database;
  /** Every log line the app wrote since it started, at `info`. */
  logLines: string[];
  candidate: { id: number; slug: string; user_id: number; photo_id: string; cv_id: string };
  /** What must not be seen: compared case-insensitively. */
  secrets: Secret[];
  /** A word of the candidate's public position, so lists and searches include them. */
  searchTerm: string;
  tokens: Record<ScanRole, string | null>;
  companies: Record<'stranger' | 'hidden' | 'closed' | 'opened', number>;
  /** Values for path and query parameters by name, for the calls read from the OpenAPI document. */
  params: Record<string, readonly string[]>;
  query: Record<string, string>;
};

export type Surface = {
  name: string;
  /** Roles that may see the secrets here; `REVEALING_ROLES` unless the surface is stricter (the sitemap: none). */
  mayReveal?: readonly ScanRole[];
  visit(world: ScanWorld, role: ScanRole): Promise<Visit[]>;
};
export type Leak = { surface: string; role: ScanRole | 'any'; where: string; status: number; secret: string };

/** Stands in the text of a file answered with its bytes, so serving a private photo counts as a leak. */
export const SERVED_FILE = '«served file bytes»';
const CV_MARKER = 'cv-secret-Quillfeather-7731';

/** Text of an answer; files (images, documents) count as served only when their bytes came back. */
export function textOf(response: LightMyRequestResponse): string {
  const type = String(response.headers['content-type'] ?? '');
  const headers = JSON.stringify(response.headers);
  if (/json|xml|text|html/.test(type)) return `${headers}\n${response.body}`;
  const served = response.statusCode < 300 && response.rawPayload.length > 0 ? SERVED_FILE : '';
  return `${headers}\n${served}\n${response.rawPayload.toString('latin1')}`;
}

/** A page of the web as `role` reads it, signed in by the cookie the web uses (a page carries its loader's data). */
async function visitPage(world: ScanWorld, role: ScanRole, url: string): Promise<Visit> {
  const token = world.tokens[role];
  const response = await world.app.inject({
    url,
    headers: { 'accept-language': 'en', ...(token ? { cookie: `${SESSION_COOKIES.access}=${token}` } : {}) },
    remoteAddress: newIp(),
  });
  return { where: `page ${url}`, status: response.statusCode, text: textOf(response) };
}

/** Web pages as every role reads them; `urls` are read when the scan runs, after the setup made what they name. */
export const pagesSurface = (name: string, urls: (world: ScanWorld) => readonly string[]): Surface => ({
  name,
  visit: (world, role) => Promise.all(urls(world).map((url) => visitPage(world, role, url))),
});

async function send(
  world: ScanWorld,
  role: ScanRole,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<Visit> {
  const token = world.tokens[role];
  const response = await world.app.inject({
    method,
    url,
    payload,
    headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
    remoteAddress: newIp(),
  });
  return { where: `${method} ${url}`, status: response.statusCode, text: textOf(response) };
}
export const visitUrl = (world: ScanWorld, role: ScanRole, url: string, method: 'GET' | 'POST' = 'GET') =>
  send(world, role, method, url);

type OpenApiOperation = { tags?: string[]; parameters?: { name: string; in: string; required?: boolean }[] };
type OpenApi = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Every way to fill an operation's path from `world.params`; `null` when a parameter has no values. */
function fillPath(path: string, params: ScanWorld['params']): string[] | null {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  let paths = [path];
  for (const name of names) {
    const values = params[name];
    if (!values || values.length === 0) return null;
    paths = paths.flatMap((filled) => values.map((value) => filled.replace(`{${name}}`, encodeURIComponent(value))));
  }
  return paths;
}

/**
 * Every GET call of these OpenAPI tags, with real ids and slugs: a call a domain adds later is scanned without being
 * named here. A path parameter the world has no value for fails the scan (`unfilled`), so it cannot be skipped quietly.
 */
export function openApiSurface(tags: readonly string[]): Surface & { unfilled: Set<string>; visited: Set<string> } {
  const unfilled = new Set<string>();
  const visited = new Set<string>();
  return {
    name: `GET calls tagged ${tags.join(', ')} (OpenAPI)`,
    unfilled,
    visited,
    async visit(world, role) {
      const document = (await world.app.inject({ url: '/api/openapi.json' })).json() as OpenApi;
      const visits: Visit[] = [];
      for (const [path, item] of Object.entries(document.paths)) {
        const operation = item.get;
        if (!operation?.tags?.some((tag) => tags.includes(tag))) continue;
        const paths = fillPath(path, world.params);
        if (!paths) {
          unfilled.add(path);
          continue;
        }
        visited.add(path);
        const query = new URLSearchParams(
          (operation.parameters ?? []).flatMap((p) =>
            p.in === 'query' && world.query[p.name] !== undefined
              ? [[p.name, world.query[p.name] as string] as [string, string]]
              : [],
          ),
        ).toString();
        for (const filled of paths) visits.push(await send(world, role, 'GET', query ? `${filled}?${query}` : filled));
      }
      return visits;
    },
  };
}

export const candidateApiSurface = openApiSurface(['candidates']);

/**
 * The surfaces of the candidates domain. Other domains append theirs (`anonymitySurfaces.push(...)`) in their scan
 * test; the logs are scanned after every surface, for every secret, whoever asked.
 */
export const anonymitySurfaces: Surface[] = [
  candidateApiSurface,
  {
    name: 'the candidates list with each filter and sort',
    visit: async (world, role) =>
      Promise.all(
        [
          `/api/candidates?search=${world.searchTerm}&sort=relevance`,
          '/api/candidates',
          '/api/candidates?sort=salary_desc',
          '/api/candidates?specialization_ids=59&outstaff=1&moving=1',
          `/api/search/candidates?search=${world.searchTerm}&limit=5`,
        ].map((url) => send(world, role, 'GET', url)),
      ),
  },
  {
    name: 'all contacts at once (POST public-contacts)',
    visit: async (world, role) => [
      await send(world, role, 'POST', `/api/candidates/${world.candidate.id}/public-contacts`),
    ],
  },
  {
    name: 'the private photo and CV through the files module',
    visit: async (world, role) =>
      Promise.all(
        [`/api/images/${world.candidate.photo_id}`, `/api/files/${world.candidate.cv_id}`].map((url) =>
          send(world, role, 'GET', url),
        ),
      ),
  },
  {
    // Saving is the reader's own act (a company may save the anonymous card even once opened); the list shows the card.
    name: 'favorites: saving the candidate, then the saved list',
    visit: async (world, role) => [
      await send(world, role, 'POST', '/api/favorites', { type: 'candidate', id: world.candidate.id }),
      await send(world, role, 'GET', '/api/favorites?type=candidate'),
    ],
  },
  {
    name: 'the sitemaps',
    mayReveal: [],
    visit: async (world, role) =>
      Promise.all(['/sitemap.xml', '/sitemaps/candidates.xml'].map((url) => send(world, role, 'GET', url))),
  },
];

/**
 * The app on a fresh database, logging at `info` into `logLines`, as production logs requests. With `web`, it also
 * serves the pages (the web build must exist: the after-build checks scan pages).
 */
export async function createScanApp({
  web = false,
  env = {},
}: {
  web?: boolean;
  /** Configuration beside the scan's own (a product flag a domain's scan switches on). */
  env?: Record<string, string>;
} = {}): Promise<{
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  logLines: string[];
}> {
  const database = await createTestDatabase();
  const clock = createTestClock(new Date());
  const logLines: string[] = [];
  const app = await buildApp(
    {
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_URL: 'http://hushwork.test', ...env }),
      database,
      clock,
      rateLimitStore: createMemoryStore(clock),
      logStream: { write: (line: string) => void logLines.push(line) },
    },
    { web },
  );
  await app.ready();
  afterAll(() => app.close());
  return { app, database, clock, logLines };
}

/** A company account with an approved company, as its members act. */
async function companyAccount(app: FastifyInstance, database: Database, name: string) {
  const owner = await register(app, { role_id: 2, name: `${name} Owner` });
  const created = await app.inject({
    method: 'POST',
    url: '/api/companies',
    headers: bearer(owner.token),
    payload: { name },
  });
  if (created.statusCode !== 201) throw new Error(`company ${name}: ${created.statusCode} ${created.body}`);
  const id = created.json().data.id as number;
  await setCompanyModeration(database.db, id, 'approved');
  return { token: owner.token, id };
}

async function call(app: FastifyInstance, token: string, method: 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await testClient(app, { addressPerRequest: true }).call(url, { method, token, payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/**
 * The candidate and every reader, made through the calls a person would use: the worker saves a profile with
 * contacts, uploads a photo and a CV, is approved, opens the profile to one company, hides it from another, and opens
 * then closes it for a third.
 */
export async function seedScanWorld(setup: {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  logLines: string[];
}): Promise<ScanWorld> {
  const { app, database } = setup;
  const name = 'Bartholomew Quillfeather';
  const owner = await register(app, { role_id: 1, name, email: `bartholomew.q.${Date.now()}@example.com` });
  const contacts = {
    email: 'b.quillfeather@secret-mail.example',
    phone: '+48 600 713 377',
    telegram: '@quillfeather_tg',
    linkedin: 'https://www.linkedin.com/in/quillfeather-bq',
    github: 'https://github.com/quillfeather-gh',
  };
  const saved = await call(app, owner.token, 'POST', '/api/me/candidate', {
    name,
    desired_position: 'Senior Zymurgist engineer',
    specialization_ids: [59],
    tags: ['Kafka'],
    seniority: 'senior',
    experience: '5y+',
    english_level: 'fluent',
    salary: 5000,
    job_types: ['is_remote_work', 'moving', 'is_considering_outstaff'],
    expectation_description: 'Data platforms and streaming, remote first.',
    contacts,
  });
  const candidateId = saved.json().data.id as number;
  await call(app, owner.token, 'POST', '/api/me/candidate/experience', {
    position: 'Data engineer',
    company_name: 'Clandestine Employer GmbH',
    is_company_hidden: true,
    started_at: '2019-03',
  });
  const photo = uploadForm(await pngOf(64, 64), 'me.png', 'image/png');
  await app.inject({
    method: 'POST',
    url: '/api/me/candidate/photo',
    headers: { ...bearer(owner.token), ...photo.headers },
    payload: photo.payload,
  });
  const cvBytes = Buffer.concat([PDF, Buffer.from(`% ${CV_MARKER}\n`)]);
  const cv = uploadForm(cvBytes, 'quillfeather-cv.pdf', 'application/pdf');
  await app.inject({
    method: 'POST',
    url: '/api/me/candidate/cv',
    headers: { ...bearer(owner.token), ...cv.headers },
    payload: cv.payload,
  });
  await setCandidateModeration(database.db, candidateId, 'approved');
  const own = (await app.inject({ url: '/api/me/candidate', headers: bearer(owner.token) })).json().data;
  if (!own?.cv?.id || !own.has_photo)
    throw new Error(`the scan's candidate has no photo or CV: ${JSON.stringify(own)}`);
  const photoId = await photoIdOf(database, candidateId);

  const [stranger, hidden, closed, opened] = await Promise.all(
    ['Stranger Scan Co', 'Hidden Scan Co', 'Closed Scan Co', 'Opened Scan Co'].map((company) =>
      companyAccount(app, database, company),
    ),
  );
  if (!stranger || !hidden || !closed || !opened) throw new Error('companies missing');
  await call(app, owner.token, 'POST', '/api/open-profile', { company_id: opened.id, source: 'chat' });
  await call(app, owner.token, 'POST', '/api/open-profile', { company_id: closed.id });
  await call(app, owner.token, 'DELETE', `/api/open-profile/${closed.id}`);
  await call(app, owner.token, 'POST', '/api/me/candidate/hidden-companies', { company_id: hidden.id });
  const worker = await register(app, { role_id: 1, name: 'Other Worker' });

  const secrets: Secret[] = [
    { kind: 'name', value: name },
    { kind: 'first name', value: 'Bartholomew' },
    { kind: 'account e-mail', value: owner.account.email },
    { kind: 'contact e-mail', value: contacts.email },
    { kind: 'phone', value: own.contacts.phone },
    { kind: 'telegram', value: 'quillfeather_tg' },
    { kind: 'linkedin', value: 'quillfeather-bq' },
    { kind: 'github', value: 'quillfeather-gh' },
    { kind: 'hidden employer', value: 'Clandestine Employer' },
    { kind: 'photo id', value: photoId },
    { kind: 'CV id', value: own.cv.id },
    { kind: 'CV file name', value: 'quillfeather-cv' },
    { kind: 'CV bytes', value: CV_MARKER },
    { kind: 'served file', value: SERVED_FILE },
  ];
  return {
    ...setup,
    candidate: { id: candidateId, slug: own.slug, user_id: owner.user.id, photo_id: photoId, cv_id: own.cv.id },
    secrets,
    searchTerm: 'zymurgist',
    tokens: {
      guest: null,
      worker: worker.token,
      owner: owner.token,
      stranger_company: stranger.token,
      hidden_company: hidden.token,
      closed_company: closed.token,
      opened_company: opened.token,
      admin: (await signIn(setup, 'admin', { name: 'Scan Admin' })).token,
    },
    companies: { stranger: stranger.id, hidden: hidden.id, closed: closed.id, opened: opened.id },
    params: {
      id: [String(candidateId)],
      slug: [own.slug],
      candidate_id: [String(candidateId)],
      user_id: [String(owner.user.id)],
      company_id: [String(opened.id)],
      type: ['email', 'phone', 'telegram', 'linkedin', 'github'],
    },
    query: { search: 'zymurgist' },
  };
}

/** The photo's id is the owner's to know only through the photo call; the scan reads it where it is kept. */
async function photoIdOf(database: Database, candidateId: number): Promise<string> {
  const { rows } = (await database.db.execute(
    (
      await import('drizzle-orm')
    ).sql`select photo_id from candidate_identities where candidate_id = ${candidateId}`,
  )) as unknown as { rows: { photo_id: string | null }[] };
  const id = rows[0]?.photo_id;
  if (!id) throw new Error('the scan’s candidate has no photo');
  return id;
}

const found = (text: string, secret: Secret) => text.toLowerCase().includes(secret.value.toLowerCase());

export type ScanReport = {
  leaks: Leak[];
  /** Every answer, by role: the test's proof that the scan saw the candidate at all. */
  visits: Map<ScanRole, Visit[]>;
};

/** What `role` got from a page of a `pagesSurface`. */
export const pageVisit = (report: ScanReport, role: ScanRole, url: string) =>
  report.visits.get(role)?.find((visit) => visit.where === `page ${url}`);

/** Visits every surface as every role, then reads the logs; returns each secret found where it may not be. */
export async function scanAnonymity(
  world: ScanWorld,
  surfaces: readonly Surface[] = anonymitySurfaces,
): Promise<ScanReport> {
  const leaks: Leak[] = [];
  const visits = new Map<ScanRole, Visit[]>(SCAN_ROLES.map((role) => [role, []]));
  for (const surface of surfaces) {
    const allowed = surface.mayReveal ?? REVEALING_ROLES;
    for (const role of SCAN_ROLES) {
      for (const visit of await surface.visit(world, role)) {
        visits.get(role)?.push(visit);
        if (allowed.includes(role)) continue;
        for (const secret of world.secrets) {
          if (found(visit.text, secret)) {
            leaks.push({ surface: surface.name, role, where: visit.where, status: visit.status, secret: secret.kind });
          }
        }
      }
    }
  }
  const log = world.logLines.join('\n');
  // A file id the scan itself put into an address (`GET /api/files/{id}`) is in that request's log line by design.
  const asked = [...visits.values()]
    .flat()
    .map((visit) => visit.where)
    .join('\n');
  for (const secret of world.secrets.filter((s) => !found(asked, s))) {
    if (found(log, secret))
      leaks.push({ surface: 'log lines', role: 'any', where: 'logs', status: 0, secret: secret.kind });
  }
  return { leaks, visits };
}

/** One line per leak, for the failure message. */
export const describeLeaks = (leaks: readonly Leak[]) =>
  leaks.map((leak) => `${leak.secret} → ${leak.role} at ${leak.where} (${leak.status}) [${leak.surface}]`).join('\n');
