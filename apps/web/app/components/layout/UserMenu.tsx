import { ROLES, type TUser } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

/** Up to 9, then "9+" (spec section 9). */
export const unreadLabel = (count: number) => (count > 9 ? '9+' : String(count));

/** What a signed-in worker or company sees on the right of the header: notifications, favorites, avatar menu. */
export function UserMenu({ user }: { user: TUser }) {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  const isCompany = user.role_id === ROLES.company;
  const isAdmin = user.role_id === ROLES.admin;
  const initials = user.name.trim().slice(0, 1).toUpperCase() || '?';
  return (
    <div className="flex items-center gap-1">
      {isCompany ? (
        <Link
          to={to('/profile/job-openings')}
          className="hidden rounded-lg bg-brand px-3 py-2 text-sm font-semibold text-ink md:inline-block"
        >
          {t('addJob')}
        </Link>
      ) : null}
      {isAdmin ? null : (
        <>
          <Link
            to={to(isCompany ? '/profile/responses' : '/profile/offers')}
            className="relative rounded-md p-2 hover:bg-neutral-100"
            aria-label={t('notifications', { count: user.unread_messages })}
          >
            <span aria-hidden="true">🔔</span>
            {user.unread_messages > 0 ? (
              <span
                className="absolute -right-0.5 -top-0.5 rounded-full bg-red-700 px-1.5 text-[10px] font-bold text-white"
                data-testid="unread-badge"
              >
                {unreadLabel(user.unread_messages)}
              </span>
            ) : null}
          </Link>
          <Link
            to={to('/profile/favorites')}
            className="rounded-md p-2 hover:bg-neutral-100"
            aria-label={t('favorites')}
          >
            <span aria-hidden="true">♡</span>
          </Link>
        </>
      )}
      <details className="relative" data-testid="avatar-menu">
        <summary className="flex h-9 w-9 cursor-pointer list-none items-center justify-center rounded-full bg-ink font-semibold text-white">
          <span className="sr-only">{t('accountMenu')}: </span>
          {initials}
        </summary>
        <div className="absolute right-0 z-30 mt-2 w-56 rounded-lg border border-neutral-200 bg-white p-2 shadow-lg">
          <p className="truncate px-3 py-2 text-sm font-semibold">{user.name}</p>
          <Link to={to('/profile')} className="block rounded-md px-3 py-2 text-sm hover:bg-brand-soft">
            {t('myProfile')}
          </Link>
          <Link to={to('/profile/password')} className="block rounded-md px-3 py-2 text-sm hover:bg-brand-soft">
            {t('password')}
          </Link>
          <Form method="post" action={to('/logout')}>
            <button type="submit" className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-brand-soft">
              {t('signOut')}
            </button>
          </Form>
        </div>
      </details>
    </div>
  );
}
