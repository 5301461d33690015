import { ROLES } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { avatarMenuItems, everydayItems } from './avatar-menu.ts';

const everythingLive = () => true;

describe('the avatar menu', () => {
  it('leads job seekers and companies to their conversations, admins to the outstaff ones only', () => {
    for (const role_id of [ROLES.worker, ROLES.company]) {
      expect(avatarMenuItems({ role_id }, everythingLive).map((item) => item.path)).toContain('/profile/conversation');
    }
    const adminPaths = avatarMenuItems({ role_id: ROLES.admin }, everythingLive).map((item) => item.path);
    expect(adminPaths).not.toContain('/profile/conversation');
    expect(adminPaths).toContain('/profile/conversation/outstaff');
  });

  it('gives each role its everyday lists, each label naming its page, and "Post a job" the wizard', () => {
    const entries = (role_id: number) =>
      avatarMenuItems({ role_id }, everythingLive).map((item) => [item.label, item.path]);
    expect(entries(ROLES.company)).toEqual(
      expect.arrayContaining([
        ['myJobOpenings', '/profile/job-openings'],
        ['responsesMenu', '/profile/responses/candidates'],
        ['addJob', '/profile/add-job'],
      ]),
    );
    expect(entries(ROLES.worker)).toEqual(
      expect.arrayContaining([
        ['myApplications', '/profile/responses/companies'],
        ['offersMenu', '/profile/offers'],
      ]),
    );
    // Admins have none of the market's lists; the side menu shows the same lists as the avatar menu.
    expect(everydayItems({ role_id: ROLES.admin })).toEqual([]);
    for (const role_id of [ROLES.worker, ROLES.company]) {
      const paths = entries(role_id).map(([, path]) => path);
      expect(everydayItems({ role_id }).every((item) => paths.includes(item.path))).toBe(true);
    }
  });

  it('holds the lists of a section back while it is not live', () => {
    const items = avatarMenuItems({ role_id: ROLES.company }, (path) => !path.startsWith('/profile/add-job'));
    expect(items.map((item) => item.path)).not.toContain('/profile/add-job');
    expect(items.map((item) => item.path)).toContain('/profile/job-openings');
  });

  it('holds the conversations back while their section is not live', () => {
    const items = avatarMenuItems({ role_id: ROLES.worker }, (path) => !path.startsWith('/profile/conversation'));
    expect(items.map((item) => item.path)).not.toContain('/profile/conversation');
    expect(items.length).toBeGreaterThan(0);
  });
});
