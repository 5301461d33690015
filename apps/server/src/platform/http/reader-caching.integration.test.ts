import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Endpoint, SESSION_COOKIES } from '@hushwork/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedCandidate,
  caller,
  newCompanyMember,
  type References,
  referencesOf,
} from '../../modules/candidates/candidate-test-kit.ts';
import { messagingKit } from '../../modules/messaging/messaging-test-kit.ts';
import { definedEndpoints } from '../../test/contract-endpoints.ts';
import { bearer } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PDF, pngOf, uploadForm } from '../../test/uploads.ts';

let t: TestApp;
let dataDir: string;
let refs: References;
let call: ReturnType<typeof caller>;
const kit = messagingKit(() => t);
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hushwork-reader-caching-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  refs = await referencesOf(t);
  call = caller(t);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** What a shared cache in front of the site must see on an answer meant for one reader. */
function expectPersonal(response: LightMyRequestResponse, what: string) {
  expect(response.headers['cache-control'], what).toBe('private, no-store');
  const vary = String(response.headers.vary)
    .toLowerCase()
    .split(/\s*,\s*/);
  expect(vary, what).toEqual(expect.arrayContaining(['cookie', 'authorization']));
}

const upload = (url: string, token: string, bytes: Buffer, name: string) => {
  const form = uploadForm(bytes, name);
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
};

describe('answers meant for one reader', () => {
  it('a company’s view of a candidate opened to it, with its contacts, CV and photo, is stored by no cache', async () => {
    const candidate = await approvedCandidate(t, refs);
    const cv = (await upload('/api/me/candidate/cv', candidate.token, PDF, 'cv.pdf')).json().data.cv;
    expect((await upload('/api/me/candidate/photo', candidate.token, await pngOf(40, 40), 'me.png')).statusCode).toBe(
      201,
    );
    const company = await newCompanyMember(t);
    await call('/api/open-profile', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: company.companyId },
    });

    const opened = await call(`/api/candidates/${candidate.candidateId}`, { token: company.token });
    expect(opened.json().data).toMatchObject({ view: 'opened', cv: { id: cv.id } });
    expectPersonal(opened, 'the opened profile');
    // Compression varies on Accept-Encoding too: one Vary header names all three.
    const compressed = await t.app.inject({
      url: `/api/candidates/${candidate.candidateId}`,
      headers: { ...bearer(company.token), 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(String(compressed.headers.vary).split(', ').sort()).toEqual(['Authorization', 'Cookie', 'accept-encoding']);
    expectPersonal(compressed, 'a compressed answer');
    const file = await call(`/api/files/${cv.id}`, { token: company.token });
    expect(file.statusCode).toBe(200);
    expectPersonal(file, 'the CV download');
    const photo = await call(`/api/candidates/${candidate.candidateId}/photo`, { token: company.token });
    expect(photo.statusCode).toBe(200);
    expectPersonal(photo, 'the photo');
    // The web's pages call with the session cookie instead of a Bearer header.
    const byCookie = await t.app.inject({
      url: `/api/candidates/${candidate.candidateId}`,
      headers: { cookie: `${SESSION_COOKIES.access}=${company.token}` },
    });
    expect(byCookie.json().data.view).toBe('opened');
    expectPersonal(byCookie, 'the opened profile, by cookie');
  });

  it('conversations, me/* and the profile are stored by no cache, and their errors neither', async () => {
    const team = await kit.team();
    const candidate = await kit.candidate();
    const { room } = await kit.startRoom(team.member.token, candidate.candidateId);
    for (const url of ['/api/me/rooms', `/api/messages?room_id=${room.id}`, '/api/me/responses', '/api/profile']) {
      const answer = await call(url, { token: team.member.token });
      expect(answer.statusCode, url).toBe(200);
      expectPersonal(answer, url);
    }
    expectPersonal(await call('/api/messages?room_id=2000000000', { token: team.member.token }), 'a 404');
    expectPersonal(await call('/api/profile', { token: 'x'.repeat(43) }), 'a 401 to a session that does not exist');
  });

  it('every read of the API, called with a session, is stored by no cache unless it is the same for every reader', async () => {
    const { token } = await newCompanyMember(t);
    const reads = (await definedEndpoints()).map(({ endpoint }) => endpoint).filter((e) => e.method === 'GET');
    expect(reads.length).toBeGreaterThan(50);
    const declaredPublic: string[] = [];
    for (const endpoint of reads) {
      const answer = await call(pathOf(endpoint), { token });
      const what = `GET ${endpoint.path} (${answer.statusCode})`;
      if (String(answer.headers['cache-control']).startsWith('public')) {
        // Only an answer that never looks at its reader may be kept for the next one.
        expect(endpoint.auth, what).toBe('none');
        declaredPublic.push(endpoint.path);
      } else expectPersonal(answer, what);
    }
    expect(declaredPublic).toContain('/api/cities');
  });
});

describe('answers the same for every reader', () => {
  it('an anonymous call is not kept from caches, but a cache keeps it apart from signed-in readers', async () => {
    const candidate = await approvedCandidate(t, refs);
    for (const url of [`/api/candidates/${candidate.candidateId}`, '/api/jobs', '/api/health']) {
      const answer = await call(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'] ?? '', url).not.toContain('no-store');
      expect(answer.headers.vary, url).toBe('Cookie, Authorization');
    }
  });

  it('a catalog keeps its public caching for a signed-in reader: it never depends on who reads', async () => {
    const { token } = await newCompanyMember(t);
    const cities = await call('/api/cities?search=Krak', { token });
    expect(cities.headers).toMatchObject({ 'cache-control': 'public, max-age=300', vary: 'accept-language' });
  });
});

/** The endpoint's path with each parameter filled by a value of its schema's kind (a number, else a word). */
function pathOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => (/id$/.test(name) ? '1' : 'x'));
}
