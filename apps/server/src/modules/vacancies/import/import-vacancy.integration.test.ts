import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, redirectTo, startFixtureSite } from '../../../test/fixture-site.ts';
import { registerFromNewIp } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { vacancyKit } from '../vacancy-test-kit.ts';

const POSTING = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', name: 'Faraway Labs' },
    {
      '@type': 'JobPosting',
      title: 'Senior TypeScript Engineer',
      description:
        '<p>Build our <strong>billing</strong>.</p><script>alert(1)</script><p onclick="steal()">Stay <img src=x onerror=alert(1)>long.</p>',
      skills: 'TypeScript, React; PostgreSQL, Cobol-on-Wheels',
      employmentType: ['FULL_TIME', 'CONTRACTOR'],
      jobLocationType: 'TELECOMMUTE',
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 84000, unitText: 'YEAR' },
      },
    },
  ],
};
const JSON_LD_PAGE = `<html><head><script type="application/ld+json">${JSON.stringify(POSTING).replace(/</g, '\\u003c')}</script></head><body>Apply</body></html>`;
const PLAIN_PAGE = `<html><head><meta property="og:title" content="Backend developer (Go, Kubernetes)"><title>Jobs</title></head>
<body><nav>Home · Jobs</nav><main><h1>Backend developer</h1><p>We run <em>Kubernetes</em> clusters.</p><script>track()</script></main><footer>©</footer></body></html>`;

let t: TestApp;
let site: FixtureSite;
beforeAll(async () => {
  // Loopback is allowed for this app only, by its configuration: the fixture site is on 127.0.0.1.
  t = await createTestApp({ FETCH_ALLOW_LOOPBACK: '1' });
  site = await startFixtureSite({
    '/job.html': { body: JSON_LD_PAGE },
    '/plain.html': { body: PLAIN_PAGE },
    '/empty.html': { body: '<html><body><script>1</script></body></html>' },
    '/offer.pdf': { type: 'application/pdf', body: '%PDF-1.7' },
    '/to-metadata': redirectTo('http://169.254.169.254/latest/meta-data/'),
    '/moved': redirectTo('/job.html', 301),
  });
});
afterAll(() => site.close());

const { call, cityId, companyWithTeam, workerToken } = vacancyKit(() => t);
const importing = (url: string, token?: string, locale = 'en') =>
  call('/api/vacancies/import', { method: 'POST', token, payload: { url }, locale });
const keywordId = async (name: string) => {
  const found = await call(`/api/keywords?search=${encodeURIComponent(name)}&limit=20`);
  return (found.json().data.list as { id: number; name: string }[]).find((keyword) => keyword.name === name)?.id;
};

describe('POST /api/vacancies/import', () => {
  it('fills the wizard from the JobPosting JSON-LD, sanitized and matched to our catalogs', async () => {
    const { member } = await companyWithTeam('Import Works');
    const answer = await importing(site.url('/moved'), member.token);
    expect(answer.statusCode).toBe(200);
    const berlin = await cityId('berlin');
    expect(answer.json()).toEqual({
      data: {
        draft: {
          title: 'Senior TypeScript Engineer',
          description: '<p>Build our <strong>billing</strong>.</p><p>Stay long.</p>',
          keyword_ids: [await keywordId('TypeScript'), await keywordId('React'), await keywordId('PostgreSQL')],
          seniority: 'senior',
          budget: 5000,
          budget2: 7000,
          currency: 'EUR',
          job_types: ['full_time', 'freelance', 'is_remote_work'],
          city_ids: [berlin],
        },
        cities: [{ id: berlin, name: 'Berlin' }],
        source: 'json_ld',
        url: site.url('/job.html'),
      },
    });
  });

  it('reads the title and main text of a page without JSON-LD, and technologies named in it', async () => {
    const { owner } = await companyWithTeam('Html Import');
    const answer = await importing(site.url('/plain.html'), owner.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      draft: {
        title: 'Backend developer (Go, Kubernetes)',
        description: '<p>We run <em>Kubernetes</em> clusters.</p>',
        keyword_ids: [await keywordId('Kubernetes')],
      },
      cities: [],
      source: 'html',
      url: site.url('/plain.html'),
    });
  });

  it('answers each refusal with its code, under the url field, in the request’s language', async () => {
    const { owner } = await companyWithTeam('Refused Imports');
    const cases: [string, string][] = [
      ['ftp://example.org/job.txt', 'FETCH_SCHEME_NOT_ALLOWED'],
      ['not a link', 'FETCH_URL_INVALID'],
      [site.url('/offer.pdf'), 'FETCH_CONTENT_TYPE_NOT_ALLOWED'],
      [site.url('/to-metadata'), 'FETCH_ADDRESS_NOT_ALLOWED'],
      ['http://10.0.0.1/jobs', 'FETCH_ADDRESS_NOT_ALLOWED'],
      [site.url('/nothing-here'), 'FETCH_BAD_STATUS'],
      [site.url('/empty.html'), 'VACANCY_IMPORT_EMPTY'],
    ];
    for (const [url, code] of cases) {
      const answer = await importing(url, owner.token);
      expect(answer.statusCode, url).toBe(422);
      expect(answer.json().code, url).toBe(code);
      expect(answer.json().errors.url, url).toEqual([answer.json().message]);
    }
    const german = await importing(site.url('/offer.pdf'), owner.token, 'de');
    expect(german.json().message).toBe(
      'Dieser Link führt nicht zu einer Webseite (bzw. bei einem Feed nicht zu JSON, RSS oder Atom)',
    );
    const missing = await importing(site.url('/nothing-here'), owner.token);
    expect(missing.json().message).toBe('The site answered with an error (404). Check that the page is still online');
  });

  it('refuses a blank address as a validation mistake', async () => {
    const { owner } = await companyWithTeam('Blank Import');
    const answer = await importing('   ', owner.token);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { url: ['This field is required'] } });
  });

  it('is for company accounts with a company: a guest 401, a worker 403, an employer without one COMPANY_REQUIRED', async () => {
    const fetched = site.requests.length;
    expect((await importing(site.url('/job.html'))).statusCode).toBe(401);
    expect((await importing(site.url('/job.html'), await workerToken())).statusCode).toBe(403);
    const employer = await registerFromNewIp(t.app, { role_id: 2 });
    const answer = await importing(site.url('/job.html'), employer.token);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('COMPANY_REQUIRED');
    // Refused before anything is fetched.
    expect(site.requests).toHaveLength(fetched);
  });

  it('limits how many pages one account imports an hour', async () => {
    const { owner } = await companyWithTeam('Eager Importer');
    for (let i = 0; i < 30; i += 1) expect((await importing('ftp://example.org/', owner.token)).statusCode).toBe(422);
    const refused = await importing(site.url('/job.html'), owner.token);
    expect(refused.statusCode).toBe(429);
    t.clock.advance(60 * 60 * 1000);
    expect((await importing(site.url('/job.html'), owner.token)).statusCode).toBe(200);
  });
});

describe('POST /api/vacancies/import on a server with the default configuration', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  const kit = vacancyKit(() => plain);

  it('refuses the loopback site itself', async () => {
    const { owner } = await kit.companyWithTeam('Loopback Import');
    const answer = await kit.call('/api/vacancies/import', {
      method: 'POST',
      token: owner.token,
      payload: { url: site.url('/job.html') },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      code: 'FETCH_ADDRESS_NOT_ALLOWED',
      message: "This address points to a private or local network and cannot be fetched. Use the job's public link",
      errors: {
        url: ["This address points to a private or local network and cannot be fetched. Use the job's public link"],
      },
    });
  });
});
