import { ROLES, type TUser } from '@hushwork/contract';
import { landingPathOf } from '../../lib/landing-path.ts';
import { isLivePath } from '../../lib/live-sections.ts';

export type AvatarMenuItem = { path: string; label: string };

/**
 * The lists each role comes back to every day, for the avatar menu and the profile's side menu; labels are Header
 * catalog keys, each naming the page it opens. A company's "Post a job" opens the wizard, its list is "My job
 * openings"; a job seeker's applications and offers are two pages, so two entries. Both have their conversations
 * with the other side (admins read outstaff rooms from their own entry).
 */
export function everydayItems(user: Pick<TUser, 'role_id'>): AvatarMenuItem[] {
  if (user.role_id === ROLES.company)
    return [
      { path: '/profile/job-openings', label: 'myJobOpenings' },
      { path: '/profile/responses/candidates', label: 'responsesMenu' },
      { path: '/profile/add-job', label: 'addJob' },
      { path: '/profile/conversation', label: 'messagesMenu' },
    ];
  if (user.role_id === ROLES.worker)
    return [
      { path: '/profile/responses/companies', label: 'myApplications' },
      { path: '/profile/offers', label: 'offersMenu' },
      { path: '/profile/conversation', label: 'messagesMenu' },
    ];
  return [];
}

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
    ...everydayItems(user),
    ...(isAdmin
      ? // Admins talk to companies on behalf of outstaffed candidates: theirs are the outstaff conversations only.
        [{ path: '/profile/conversation/outstaff', label: 'outstaffMessagesMenu' }]
      : [
          { path: `${home}#notifications-title`, label: 'notificationSettings' },
          { path: `${home}/referrals`, label: 'referrals' },
        ]),
    { path: '/profile/password', label: 'password' },
  ];
  return items.filter((item) => isLive(item.path));
}
