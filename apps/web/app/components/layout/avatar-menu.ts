import { ROLES, type TUser } from '@hushwork/contract';
import { landingPathOf } from '../../lib/landing-path.ts';
import { isLivePath } from '../../lib/live-sections.ts';

export type AvatarMenuItem = { path: string; label: string };

/**
 * The avatar menu of a signed-in user, pages only (sign out is a form beside them); labels are Header catalog keys.
 * Notification settings and referrals live on the role's profile page, so admins, whose profile has neither, get
 * their profile, the outstaff conversations and the password. Items whose section is not live are left out.
 */
export function avatarMenuItems(
  user: Pick<TUser, 'role_id'>,
  isLive: (path: string) => boolean = isLivePath,
): AvatarMenuItem[] {
  const home = landingPathOf(user);
  const isAdmin = user.role_id === ROLES.admin;
  const items: AvatarMenuItem[] = [
    { path: home, label: 'myProfile' },
    ...(isAdmin
      ? // Admins talk to companies on behalf of outstaffed candidates: theirs are the outstaff conversations only.
        [{ path: '/profile/conversation/outstaff', label: 'outstaffMessagesMenu' }]
      : [
          // Conversations between companies and candidates; admins read outstaff rooms from the admin pages.
          { path: '/profile/conversation', label: 'messagesMenu' },
          { path: `${home}#notifications-title`, label: 'notificationSettings' },
          { path: `${home}/referrals`, label: 'referrals' },
        ]),
    { path: '/profile/password', label: 'password' },
  ];
  return items.filter((item) => isLive(item.path));
}
