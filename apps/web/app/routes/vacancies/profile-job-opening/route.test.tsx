// @vitest-environment happy-dom
import { ROLES, type TVacancy } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { testUser } from '../../../test/render-header.tsx';
import ProfileJobOpening from './route.tsx';

afterEach(cleanup);

const vacancy: TVacancy = {
  id: 41,
  slug: 'senior-go-developer-41',
  title: 'Senior Go developer',
  excerpt: 'Payments for logistics.',
  company: { id: 7, slug: 'acme', name: 'Acme', logo_id: null },
  seniority: 'senior',
  experience: null,
  english_level: 'upper_intermediate',
  budget: 25000,
  budget2: 40000,
  currency: 'USD',
  job_types: ['is_remote_work'],
  employment: [],
  is_remote: true,
  cities: [{ id: 3, slug: 'munich', name: 'Munich', country_id: 2, country_code: 'DE' }],
  specializations: [{ id: 1, slug: 'backend', name: 'Backend' }],
  keywords: [{ id: 5, slug: 'go', name: 'Go' }],
  hiring_bonus: 1500,
  is_vip: false,
  is_top: false,
  published_at: '2026-11-25T06:00:00.000Z',
  description: '<p>Payments for <b>logistics</b>.</p>',
  questions: [{ id: 1, text: 'Which payment systems have you built?' }],
  countries: [{ id: 2, slug: 'germany', name: 'Germany', code: 'DE' }],
  moderation_status: 'pending',
  moderation_note: null,
  state: 'active',
  valid_through: '2026-12-25T06:00:00.000Z',
  can_raise_at: '2026-11-26T06:00:00.000Z',
  can_manage: true,
  created_at: '2026-11-25T06:00:00.000Z',
  updated_at: '2026-11-25T06:00:00.000Z',
};
const user = testUser({ role_id: ROLES.company, name: 'Olena' });
const loaderData = {
  user,
  vacancy,
  initial: {
    specialization_ids: [1],
    keyword_ids: [5],
    job_types: ['is_remote_work'],
    employment: [],
    cities: [{ id: 3, name: 'Munich' }],
    questions: ['Which payment systems have you built?'],
  },
  choices: {
    specializations: [{ id: 1, name: 'Backend' }],
    keywords: [{ id: 5, name: 'Go' }],
    seniority: [{ key: 'senior', name: 'Senior' }],
    experience: [{ key: '2y', name: '2 years' }],
    english_levels: [{ key: 'upper_intermediate', name: 'Upper-Intermediate (B2)' }],
    job_types: [{ key: 'is_remote_work', name: 'Remote work' }],
    employment: [{ key: 'is_seekers', name: 'Job seekers' }],
  },
  now: Date.parse('2026-11-25T08:00:00.000Z'),
};

function page(path: string, locale: 'en' | 'uk' = 'en', shown: TVacancy = vacancy) {
  const root = { locale, user, menu: { specializations: [], cities: [] } };
  const data = { ...loaderData, vacancy: shown };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: <Outlet />,
        children: [{ id: 'manage', path: '*', loader: () => data, element: <ProfileJobOpening /> }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root, manage: data } } },
  );
  return (
    <I18nextProvider i18n={createI18n(locale, resources[locale] as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}

describe('a vacancy’s manage page', () => {
  it('server-renders a new vacancy as waiting for moderation, with its edit form filled in', () => {
    const html = renderToString(page('/profile/job-openings/41?created=1'));
    expect(html).toContain('Your job opening is saved and waits for moderation.');
    expect(html).toContain('value="Senior Go developer"');
    expect(html).toContain('value="25 000"');
    expect(html).toContain('Only an approved, open job opening can be raised.');
    expect(html).toContain('You offer a hiring bonus of 1 500 USD.');
  });

  it('says a pending or rejected vacancy is neither published nor open, and an approved one is', () => {
    const badges = (shown: TVacancy) => {
      const html = renderToString(page('/profile/job-openings/41', 'en', shown));
      return { published: html.includes('>Published '), open: html.includes('>Open</span>'), html };
    };
    const pending = badges(vacancy);
    expect(pending.html).toContain('>Waiting for moderation</span>');
    expect(pending).toMatchObject({ published: false, open: false });
    const rejected = badges({ ...vacancy, moderation_status: 'rejected' });
    expect(rejected.html).toContain('>Rejected</span>');
    expect(rejected.html).toContain('Moderation rejected this job opening.');
    expect(rejected).toMatchObject({ published: false, open: false });
    expect(badges({ ...vacancy, moderation_status: 'approved' })).toMatchObject({ published: true, open: true });
    // A paused vacancy is paused whatever moderation says.
    expect(badges({ ...vacancy, state: 'paused' }).html).toContain('>Paused</span>');
  });

  it('shows the rich-text editor with the saved description once hydrated, in Ukrainian too', async () => {
    render(page('/uk/profile/job-openings/41', 'uk'));
    expect(await screen.findByRole('textbox', { name: 'Опис' })).toBeTruthy();
    expect(screen.getByText('На модерації: поза вашою командою її поки ніхто не бачить.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Призупинити' })).toBeTruthy();
  });
});
