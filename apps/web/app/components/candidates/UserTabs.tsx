import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useIsLive } from '../layout/use-is-live.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap border-b-2 px-1 pb-2 font-medium ${isActive ? 'border-brand-strong text-ink' : 'border-transparent text-muted'}`;

/** The tabs of the worker's profile (spec section 2: /profile/user with its tabs, and the resume it edits). */
const TABS = [
  { path: '/profile/user', label: 'tabDefault' },
  { path: '/profile/resume', label: 'tabResume' },
  { path: '/profile/user/contacts', label: 'tabContacts' },
  { path: '/profile/user/employments', label: 'tabEmployments' },
  { path: '/profile/user/autosender', label: 'tabAutosender' },
  { path: '/profile/user/resumes', label: 'tabResumes' },
] as const;

export function UserTabs() {
  const { t } = useTranslation('Candidates');
  const to = useLocalePath();
  const isLive = useIsLive();
  return (
    <nav aria-label={t('tabsLabel')} className="mb-6 flex gap-6 overflow-x-auto border-b border-neutral-200">
      {TABS.filter((tab) => isLive(tab.path)).map((tab) => (
        <NavLink key={tab.path} to={to(tab.path)} end className={tabClass}>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
