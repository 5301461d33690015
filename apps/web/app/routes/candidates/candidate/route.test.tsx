// @vitest-environment happy-dom
import { ROLES, type TCandidateDetails, type TUser } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { type AppLoadContext, createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
// The page loads the company's tools lazily; loaded here first, a busy test run does not wait on their import.
import '../../../components/candidates/CompanyTools.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import { testUser } from '../../../test/render-header.tsx';
import { loadCandidate } from './candidate.server.ts';
import { anonymousCandidate, openedCandidate, ownCandidate } from './candidate-fixtures.ts';
import CandidatePage from './route.tsx';

afterEach(cleanup);

const defaultNames = {
  seniority: [{ key: 'senior', name: 'Senior' }],
  experience: [{ key: '5y+', name: '5+ years' }],
  english_levels: [{ key: 'upper_intermediate', name: 'Upper-Intermediate (B2)' }],
  job_types: [{ key: 'is_remote_work', name: 'Remote work' }],
  employment: [],
  degrees: [{ key: 'master', name: 'Master' }],
};
const company = {
  id: 9,
  slug: 'acme',
  name: 'Acme',
  description: '',
  is_public: true,
  moderation_status: 'approved' as const,
  moderation_note: null,
  logo_id: null,
  can_send_job_offer: true,
};
const member = testUser({ role_id: ROLES.company, name: 'Olena', company });
/** What identifies the person in the fixtures: none of it may reach a reader the profile is not opened to. */
const SECRETS = ['Zoryana', 'Quickfox', 'zoryana.quickfox@example.com', '+380671234567', 'zoryana_qf', 'Secret Bank'];

function page(
  candidate: TCandidateDetails,
  {
    user = null,
    tools = false,
    locale = 'en',
    offerVacancies = [],
    firstText = '',
    names = defaultNames,
  }: {
    names?: Awaited<ReturnType<typeof loadCandidate>>['names'];
    user?: TUser | null;
    tools?: boolean;
    locale?: 'en' | 'uk';
    offerVacancies?: { id: number; title: string; isOpen: boolean }[];
    firstText?: string;
  } = {},
) {
  const root = { locale, user, menu: { specializations: [], cities: [] } };
  const loaderData = { candidate, names, canNote: tools, canRate: tools, canWrite: tools, offerVacancies, firstText };
  const path = `${locale === 'en' ? '' : `/${locale}`}/candidate/${candidate.slug}`;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: <Outlet />,
        children: [
          // The favorites button asks the favorites page whether the candidate is saved.
          { id: 'favorites', path: 'profile/favorites', loader: () => ({ favorites: { list: [] } }) },
          { id: 'candidate', path: '*', loader: () => loaderData, element: <CandidatePage /> },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root, candidate: loaderData } } },
  );
  return (
    <I18nextProvider i18n={createI18n(locale, resources[locale] as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}

describe('a candidate’s page', () => {
  it('shows a guest the anonymous profile and nothing of who the person is', () => {
    const html = renderToString(page(anonymousCandidate));
    expect(html).toContain('Anonymous candidate');
    expect(html).toContain('Senior Python developer');
    expect(html).toContain('Senior · Experience: 5+ years · English: Upper-Intermediate (B2) · 5\u00a0500 USD a month');
    expect(html).toContain('Berlin, Germany');
    expect(html).toContain('Employer hidden');
    expect(html).toContain('Kyiv Polytechnic');
    expect(html).toContain('PostgreSQL (Expert)');
    expect(html).toContain('shown only to companies the candidate opens the profile to');
    for (const secret of SECRETS) expect(html).not.toContain(secret);
    expect(html).not.toContain('/photo');
    expect(html).not.toContain('/api/files/');
    expect(html).not.toContain('Private note');
  });

  it('names a candidate without experience by the experience list, not the English levels that share its key', async () => {
    // The catalogs API as the server answers it: `without` is a key of both lists.
    const catalogs = {
      experience: [
        { key: 'without', name: 'No experience' },
        { key: '1y', name: '1 year' },
      ],
      english_levels: [
        { key: 'without', name: 'No English' },
        { key: 'intermediate', name: 'Intermediate (B1)' },
      ],
    };
    const novice = {
      ...anonymousCandidate,
      seniority: null,
      experience: 'without' as const,
      english_level: 'intermediate' as const,
    };
    const context = {
      api: async (path: string) => ({
        status: 200,
        headers: {},
        body: { data: path.startsWith('/api/candidates/slug/') ? novice : catalogs },
      }),
      currentUser: async () => null,
    } as unknown as AppLoadContext;
    const loaded = await loadCandidate({ request: new Request('http://x/'), params: { slug: novice.slug }, context });
    const html = renderToString(page(novice, { names: loaded.names }));
    expect(html).toContain('Experience: No experience · English: Intermediate (B1)');
    expect(html).not.toContain('No English');
  });

  it('marks a profile written in another language than the page with its lang, and one in the page’s without', () => {
    const german = { ...anonymousCandidate, language: 'de' as const };
    const html = renderToString(page(german));
    expect(html).toMatch(/<h1 id="candidate-title"[^>]* lang="de"/);
    expect(html).toMatch(/<p class="mt-3 whitespace-pre-line" lang="de">A product team/);
    expect(renderToString(page(german, { locale: 'uk' }))).toMatch(/<h1 id="candidate-title"[^>]* lang="de"/);
    const english = renderToString(page({ ...anonymousCandidate, language: 'en' }));
    expect(english).not.toMatch(/<h1 id="candidate-title"[^>]* lang=/);
    expect(english).toContain('<p class="mt-3 whitespace-pre-line">A product team');
    expect(renderToString(page({ ...anonymousCandidate, language: null }))).not.toMatch(/<h1[^>]* lang=/);
  });

  it('gives a company member its rating and note beside the anonymous profile, still without contacts', async () => {
    const firstText = 'Hello! Acme would like to talk with you about a Senior Python developer role.';
    render(
      page(
        { ...anonymousCandidate, viewer: { ...anonymousCandidate.viewer, rating: 3 } },
        { user: member, tools: true, firstText },
      ),
    );
    // The tools' code loads apart from the page's, for the members who get them.
    expect(
      (await screen.findByRole('button', { name: 'Rate 3 of 5' }, { timeout: 5000 })).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Private note' })).toBeTruthy();
    // Writing to the candidate (issue 18) posts to the page's action, which goes on to the room.
    // It starts from the opening the API suggests (`messages/first-text`), to edit before sending.
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe(firstText);
    expect(screen.getByRole('button', { name: 'Send the message' })).toBeTruthy();
    expect(screen.queryByTestId('candidate-contacts')).toBeNull();
    for (const secret of SECRETS) expect(document.body.textContent).not.toContain(secret);
  });

  it('shows a company the profile is opened to the name, photo, contacts, CV and its own note', async () => {
    render(page(openedCandidate, { user: member, tools: true }));
    expect(screen.getByTestId('candidate-identity').textContent).toBe('Zoryana Quickfox');
    expect(screen.getByRole('img', { name: 'Photo of Zoryana Quickfox' }).getAttribute('src')).toBe(
      '/api/candidates/7/photo?variant=thumb',
    );
    expect(screen.getByRole('link', { name: 'zoryana.quickfox@example.com' }).getAttribute('href')).toBe(
      'mailto:zoryana.quickfox@example.com',
    );
    expect(screen.getByRole('link', { name: '@zoryana_qf' }).getAttribute('href')).toBe('https://t.me/zoryana_qf');
    expect(screen.getByRole('link', { name: 'Download the CV' }).getAttribute('href')).toBe('/api/files/cv-file-1');
    expect(screen.getByText(/Secret Bank/)).toBeTruthy();
    expect(
      ((await screen.findByRole('textbox', { name: 'Private note' }, { timeout: 5000 })) as HTMLTextAreaElement).value,
    ).toBe('Call after the 10th.');
    // The title is shared and bookmarked: it never names the person.
    expect(document.title).not.toContain('Zoryana');
  });

  it('tells the owner how companies see the profile, in Ukrainian too', () => {
    const html = renderToString(page(ownCandidate, { user: testUser({ role_id: ROLES.worker }), locale: 'uk' }));
    expect(html).toContain('Так ваш профіль бачите ви.');
    expect(html).toContain('href="/uk/profile/resume"');
    expect(html).not.toContain('data-testid="favorite-button"');
  });

  it('lets a company member propose one of its open vacancies, and nobody else', () => {
    const vacancies = [{ id: 41, title: 'Kotlin developer', isOpen: true }];
    render(page(anonymousCandidate, { user: member, tools: true, offerVacancies: vacancies }));
    expect(screen.getByRole('heading', { name: 'Propose a job' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Kotlin developer' }).getAttribute('value')).toBe('41');
    expect(screen.getByRole('button', { name: 'Propose this job' }).getAttribute('value')).toBe('quick-job');
    cleanup();
    render(page(anonymousCandidate));
    expect(screen.queryByRole('heading', { name: 'Propose a job' })).toBeNull();
  });
});
