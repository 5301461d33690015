import { ROLES, type TOpenedCandidate } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n.ts';
import { testUser } from '../../../../test/render-header.tsx';
import EmployerTabPage from './route.tsx';

const user = testUser({
  role_id: ROLES.company,
  name: 'Olga',
  company: {
    id: 7,
    slug: 'acme',
    name: 'Acme',
    description: '',
    is_public: true,
    moderation_status: 'approved',
    moderation_note: null,
    logo_id: null,
    can_send_job_offer: true,
  },
});
const candidate: TOpenedCandidate = {
  id: 12,
  slug: 'senior-python-developer-12',
  label: 'Senior Python developer',
  desired_position: 'Senior Python developer',
  specializations: [],
  keywords: [],
  tags: [],
  seniority: 'senior',
  experience: '5y+',
  english_level: 'upper_intermediate',
  salary: null,
  job_types: [],
  employment: [],
  places: [{ country_id: 2, country_name: 'Poland', city_id: 3, city_name: 'Kraków' }],
  expectation_excerpt: '',
  published_at: '2026-11-20T06:00:00.000Z',
  name: 'Olha Opened',
  source: 'profile',
  opened_at: '2026-11-24T06:00:00.000Z',
};
const names = {
  seniority: { senior: 'Senior' },
  experience: { '5y+': '5+ years' },
  english_levels: { upper_intermediate: 'Upper-Intermediate (B2)' },
};

function html(path: string, loaderData: Record<string, unknown>) {
  const root = { locale: 'en', user, menu: { specializations: [], cities: [] } };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: <Outlet />,
        children: [{ id: 'tab', path: '*', loader: () => loaderData, element: <EmployerTabPage /> }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root, tab: loaderData } } },
  );
  return renderToString(
    <I18nextProvider i18n={createI18n('en', resources.en as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the employer profile’s resumes tab', () => {
  it('lists the candidates who opened their profile, by name, linked to their page', () => {
    const page = html('/profile/employer/resumes', {
      user,
      tab: 'resumes',
      opened: { list: [candidate], total: 1, page: 1, pages: 1, names },
    });
    expect(page).toContain('Candidates who opened their profile to your company');
    expect(page).toContain('href="/candidate/senior-python-developer-12"');
    expect(page).toContain('Olha Opened');
    expect(page).toContain('Senior');
    expect(page).toContain('Kraków, Poland');
    expect(page).toContain('Opened to your company on Nov 24, 2026');
    expect(page).not.toContain('employer-tab-empty');
  });

  it('says how candidates open their profile when none has, and leads to the catalogue', () => {
    for (const opened of [{ list: [], total: 0, page: 1, pages: 1, names }, null]) {
      const page = html('/profile/employer/resumes', { user, tab: 'resumes', opened });
      expect(page).toContain('No resumes opened yet');
      expect(page).toContain('A candidate opens their profile to your company from their own profile');
      expect(page).toContain('href="/candidates"');
    }
  });
});

describe('the employer profile’s hirings tab', () => {
  it('says none are reported yet and how to report one, and leads to the report, the job openings, their responses and the team', () => {
    const page = html('/profile/employer/hirings', { user, tab: 'hirings', opened: null });
    expect(page).toContain('No hirings reported yet');
    // Responses and reporting work: the tab must not say either is still to come.
    expect(page).not.toContain('still to come');
    expect(page).not.toContain('not open yet');
    expect(page).toContain('report the hire from the job offer they accepted');
    expect(page).toContain('Candidates already respond to your job openings.');
    expect(page).toContain('href="/profile/report-hiring"');
    expect(page).toContain('href="/profile/job-openings"');
    expect(page).toContain('href="/profile/responses/candidates"');
    expect(page).toContain('href="/profile/employer/team"');
  });
});
