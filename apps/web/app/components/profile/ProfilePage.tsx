import type { TUser } from '@hushwork/contract';
import { ROLES, roleNameOf } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { landingPathOf } from '../../lib/landing-path.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { SignOutForm } from '../identity/SignOutForm.tsx';
import { everydayItems } from '../layout/avatar-menu.ts';
import { ProfileLayout } from '../layout/layouts.tsx';
import { useIsLive } from '../layout/use-is-live.ts';
import { PageMeta } from '../ui/PageMeta.tsx';
import { ProfileModerationNote } from './ModerationNote.tsx';
import { ProfileStatusBadge } from './ProfileStatusBadge.tsx';
import { ProfileTips } from './ProfileTips.tsx';

/** The employer profile's tabs after company and team (spec section 2), each shown once its page is live. */
const EMPLOYER_TABS = [
  { path: '/profile/employer/hirings', label: 'employerHirings' },
  { path: '/profile/employer/resumes', label: 'employerResumes' },
  { path: '/profile/employer/subscriptions', label: 'employerSubscriptions' },
] as const;

/**
 * The frame of the signed-in pages: the side menu of the role, the status badge, the tips. `showStatus` is off on
 * pages about something other than the profile (the e-mail confirmation), where a status badge beside "confirmed" would
 * read as the confirmation having failed.
 */
export function ProfilePage({
  user,
  title,
  showStatus = true,
  children,
}: {
  user: TUser;
  title: string;
  showStatus?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('Profile');
  const { t: menuWord } = useTranslation('Header');
  const to = useLocalePath();
  const isLive = useIsLive();
  const home = landingPathOf(user);
  const links = [
    { path: home, label: t('myProfile') },
    // The role's everyday lists, as in the avatar menu (a phone's header has no room for their buttons).
    ...everydayItems(user)
      .filter((item) => isLive(item.path))
      .map((item) => ({ path: item.path, label: menuWord(item.label) })),
    ...(user.role_id === ROLES.admin ? [] : [{ path: `${home}/referrals`, label: t('referralsTitle') }]),
    ...(user.company && (user.employer?.is_owner || user.employer?.is_admin) && isLive('/profile/employer/company')
      ? [{ path: '/profile/employer/company', label: t('company') }]
      : []),
    ...(user.company && isLive('/profile/employer/team') ? [{ path: '/profile/employer/team', label: t('team') }] : []),
    ...(user.company
      ? EMPLOYER_TABS.filter((tab) => isLive(tab.path)).map((tab) => ({ ...tab, label: t(tab.label) }))
      : []),
    { path: '/profile/password', label: t('passwordTitle') },
  ];
  const aside = (
    <nav aria-label={t('myProfile')} className="rounded-2xl border border-neutral-200 bg-white p-3">
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.path}>
            <NavLink
              end
              to={to(link.path)}
              className="block rounded-md px-3 py-2 text-sm hover:bg-brand-soft aria-[current=page]:font-semibold"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <SignOutForm
        className="mt-2 border-t border-neutral-200 pt-2"
        buttonClassName="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-brand-soft"
      />
    </nav>
  );
  return (
    <ProfileLayout viewer={roleNameOf(user.role_id)} aside={aside}>
      <PageMeta title={title} />
      <ProfileTips user={user} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {showStatus ? <ProfileStatusBadge user={user} /> : null}
      </div>
      {showStatus ? <ProfileModerationNote user={user} /> : null}
      <div className="mt-6">{children}</div>
    </ProfileLayout>
  );
}
