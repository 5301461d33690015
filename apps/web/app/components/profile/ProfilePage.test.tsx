// @vitest-environment happy-dom
import { ROLES } from '@hushwork/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHeader, testUser } from '../../test/render-header.tsx';
import { ProfilePage } from './ProfilePage.tsx';

afterEach(cleanup);

/** The side menu's entries as a reader meets them: words and where each leads. */
function sideMenu(role_id: number, path: string) {
  const user = testUser({ role_id, company: null });
  renderHeader(
    <ProfilePage user={user} title="Page">
      <p>Body</p>
    </ProfilePage>,
    { path, user },
  );
  const nav = screen.getAllByRole('navigation', { name: 'My profile' }).find((element) => element.closest('aside'));
  return within(nav as HTMLElement)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe("the profile's side menu", () => {
  it('gives a company its job openings, responses, the add-job wizard and messages', () => {
    expect(sideMenu(ROLES.company, '/profile/employer')).toEqual(
      expect.arrayContaining([
        ['My job openings', '/profile/job-openings'],
        ['Responses', '/profile/responses/candidates'],
        ['Post a job', '/profile/add-job'],
        ['Messages', '/profile/conversation'],
      ]),
    );
  });

  it('gives a job seeker their applications, offers and messages', () => {
    expect(sideMenu(ROLES.worker, '/profile/user')).toEqual(
      expect.arrayContaining([
        ['My applications', '/profile/responses/companies'],
        ['Offers', '/profile/offers'],
        ['Messages', '/profile/conversation'],
      ]),
    );
  });
});
