import { ROLES } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { avatarMenuItems } from './avatar-menu.ts';

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

  it('holds the conversations back while their section is not live', () => {
    const items = avatarMenuItems({ role_id: ROLES.worker }, (path) => !path.startsWith('/profile/conversation'));
    expect(items.map((item) => item.path)).not.toContain('/profile/conversation');
    expect(items.length).toBeGreaterThan(0);
  });
});
