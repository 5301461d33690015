import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { SignOutForm } from '../identity/SignOutForm.tsx';
import { adminMenuItems } from '../layout/admin-menu.ts';
import { ProfileLayout } from '../layout/layouts.tsx';
import { useIsLive } from '../layout/use-is-live.ts';
import { PageMeta } from '../ui/PageMeta.tsx';

/**
 * The frame of every /admin page (spec section 2's admin layout): the header, the admin menu at the side as the
 * profile pages have theirs, the page's title. `actions` sit beside the title (an export link).
 */
export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation(['Admin', 'Header', 'Profile']);
  const to = useLocalePath();
  const isLive = useIsLive();
  const aside = (
    <nav aria-label={t('Admin:menu.label')} className="rounded-2xl border border-neutral-200 bg-white p-3">
      <ul className="space-y-1">
        {adminMenuItems(isLive).map((item) => (
          <li key={item.path}>
            <NavLink
              end
              to={to(item.path)}
              className="block rounded-md px-3 py-2 text-sm hover:bg-brand-soft aria-[current=page]:font-semibold"
            >
              {t(item.label)}
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
    <ProfileLayout viewer="admin" aside={aside}>
      <PageMeta title={title} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </ProfileLayout>
  );
}
