import { type RoleName, roleNameOf } from '@hushwork/contract';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useRouteLoaderData } from 'react-router';
import { splitLocale } from '../../lib/locale-path.ts';
import type { RootData } from '../../lib/root-data.server.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { UnpaidHiringBanner } from '../billing/UnpaidHiringBanner.tsx';
import { VerifyEmailBanner } from '../profile/VerifyEmailBanner.tsx';
import { Button } from '../ui/Button.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { HEADER_MENU, isHeaderSearchShown, liveHeaderMenu, type MenuItem } from './header-menu.ts';
import { ImpersonationBar } from './ImpersonationBar.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NewBadge } from './NewBadge.tsx';
import { SubscriptionBanner } from './SubscriptionBanner.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useIsLive } from './use-is-live.ts';
import { isVacanciesMenuShown, VacanciesMenu } from './VacanciesMenu.tsx';

/**
 * A menu item is current only on its own page when another item lives below it: "Dashboard" (/admin) is not current
 * on /admin/users or /admin/profile.
 */
const isExactMatch = (item: MenuItem, menu: MenuItem[]) =>
  menu.some((other) => other.path.startsWith(`${item.path}/`)) || item.path === '/admin';

export function Header({ viewer: forcedViewer }: { viewer?: RoleName }) {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  const location = useLocation();
  const data = useRouteLoaderData<RootData>('root');
  const isLive = useIsLive();
  const user = data?.user ?? null;
  const viewer: RoleName = forcedViewer ?? (user ? roleNameOf(user.role_id) : 'guest');
  // Only what leads to a page that exists today: the rest appears as its section goes live.
  // Companies search candidates, everyone else job openings (spec section 2); each once its pages are live.
  const searchPath = viewer === 'company' ? '/candidates' : '/job-openings';
  const showSearch = isHeaderSearchShown(splitLocale(location.pathname).path) && isLive(searchPath);
  const fullMenu = HEADER_MENU[viewer];
  const menu = liveHeaderMenu(viewer, isLive);
  const showVacancies = isVacanciesMenuShown(isLive);
  const hasNav = showVacancies || menu.length > 0;
  const navLinkClass =
    'inline-flex items-center rounded-md px-2 py-1 hover:bg-neutral-100 aria-[current=page]:font-semibold';
  return (
    <header className="sticky top-0 z-20 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <ImpersonationBar />
      <VerifyEmailBanner user={user} />
      <UnpaidHiringBanner user={user} />
      {isLive('/subscriptions') ? (
        <SubscriptionBanner user={user} isClosed={data?.isSubscriptionBannerClosed ?? false} />
      ) : null}
      <div className="page-container-wide flex h-16 items-center gap-1 min-[360px]:gap-2 sm:gap-4">
        <Logo />
        {showSearch ? <HeaderSearch path={searchPath} className="hidden max-w-md flex-1 md:block" /> : null}
        <div className="ml-auto" />
        {data?.telegramChannelUrl ? (
          <a
            href={data.telegramChannelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-neutral-100"
            aria-label={t('telegram')}
            title={t('telegram')}
          >
            <Send aria-hidden="true" className="h-5 w-5" />
          </a>
        ) : null}
        <LanguageSwitcher />
        {viewer === 'guest' ? (
          <div className="hidden items-center gap-2 whitespace-nowrap text-sm md:flex">
            <Button to={to('/login')} variant="ghost">
              {t('signIn')}
            </Button>
            <Button to={to('/register')}>{t('signUp')}</Button>
          </div>
        ) : null}
        {user ? <UserMenu user={user} /> : null}
        {hasNav || viewer === 'guest' ? (
          <MobileMenu className={hasNav ? 'lg:hidden' : 'md:hidden'}>
            {/* Below md the header has no room for the box: phones search from the menu. */}
            {showSearch ? <HeaderSearch path={searchPath} className="mb-2 px-1 md:hidden" /> : null}
            {showVacancies ? (
              <Link className="block rounded-md px-3 py-2 text-sm hover:bg-brand-soft" to={to('/job-openings')}>
                {t('vacancies')}
              </Link>
            ) : null}
            {menu.map((item) => (
              <NavLink
                key={item.path}
                end={isExactMatch(item, fullMenu)}
                className="flex items-center rounded-md px-3 py-2 text-sm hover:bg-brand-soft aria-[current=page]:font-semibold"
                to={to(item.path)}
              >
                {t(item.label)}
                {item.isNew ? <NewBadge /> : null}
              </NavLink>
            ))}
            {viewer === 'guest' ? (
              <div className={`md:hidden ${hasNav ? 'mt-2 border-t border-neutral-200 pt-2' : ''}`}>
                <Link
                  className="block rounded-md px-3 py-2 text-sm font-semibold hover:bg-brand-soft"
                  to={to('/login')}
                >
                  {t('signIn')}
                </Link>
                <Link
                  className="block rounded-md px-3 py-2 text-sm font-semibold hover:bg-brand-soft"
                  to={to('/register')}
                >
                  {t('signUp')}
                </Link>
              </div>
            ) : null}
          </MobileMenu>
        ) : null}
      </div>
      {/* The menu has its own row: German and Polish labels need the width. Without live items there is no row. */}
      {hasNav ? (
        <nav aria-label={t('mainMenu')} className="hidden border-t border-neutral-100 lg:block">
          <div className="page-container-wide flex h-11 items-center gap-1 whitespace-nowrap text-sm">
            <VacanciesMenu />
            {menu.map((item) => (
              <NavLink key={item.path} end={isExactMatch(item, fullMenu)} to={to(item.path)} className={navLinkClass}>
                {t(item.label)}
                {item.isNew ? <NewBadge /> : null}
              </NavLink>
            ))}
          </div>
        </nav>
      ) : null}
    </header>
  );
}
