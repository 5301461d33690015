import { type RoleName, roleNameOf } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useRouteLoaderData } from 'react-router';
import { splitLocale } from '../../lib/locale-path.ts';
import type { RootData } from '../../lib/root-data.server.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { VerifyEmailBanner } from '../profile/VerifyEmailBanner.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { HEADER_MENU, isHeaderSearchShown } from './header-menu.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { SubscriptionBanner } from './SubscriptionBanner.tsx';
import { UserMenu } from './UserMenu.tsx';
import { VacanciesMenu } from './VacanciesMenu.tsx';

export function Header({ viewer: forcedViewer }: { viewer?: RoleName }) {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  const location = useLocation();
  const data = useRouteLoaderData<RootData>('root');
  const user = data?.user ?? null;
  const viewer: RoleName = forcedViewer ?? (user ? roleNameOf(user.role_id) : 'guest');
  const showSearch = isHeaderSearchShown(splitLocale(location.pathname).path);
  const menu = HEADER_MENU[viewer];
  return (
    <header className="sticky top-0 z-20 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <VerifyEmailBanner user={user} />
      <SubscriptionBanner user={user} isClosed={data?.isSubscriptionBannerClosed ?? false} />
      <div className="page-container-wide flex h-16 items-center gap-4">
        <Logo />
        {showSearch ? <HeaderSearch /> : null}
        <div className="ml-auto" />
        <LanguageSwitcher />
        {viewer === 'guest' ? (
          <div className="hidden items-center gap-2 whitespace-nowrap text-sm md:flex">
            <Link to={to('/login')} className="rounded-lg px-3 py-2 font-semibold hover:bg-neutral-100">
              {t('signIn')}
            </Link>
            <Link
              to={to('/register')}
              className="rounded-lg bg-brand px-3 py-2 font-semibold text-ink hover:brightness-95"
            >
              {t('signUp')}
            </Link>
          </div>
        ) : null}
        {user ? <UserMenu user={user} /> : null}
        <MobileMenu viewer={viewer} />
      </div>
      {/* The menu has its own row: German and Polish labels need the width. */}
      <nav aria-label={t('mainMenu')} className="hidden border-t border-neutral-100 lg:block">
        <div className="page-container-wide flex h-11 items-center gap-1 whitespace-nowrap text-sm">
          <VacanciesMenu />
          {menu.map((item) => (
            <NavLink
              key={item.path}
              to={to(item.path)}
              className="rounded-md px-2 py-1 hover:bg-neutral-100 aria-[current=page]:font-semibold"
            >
              {t(item.label)}
              {item.isNew ? (
                <span className="ml-1 rounded bg-brand px-1.5 py-0.5 text-[10px] font-bold uppercase text-ink">
                  {t('new')}
                </span>
              ) : null}
            </NavLink>
          ))}
          {data?.telegramChannelUrl ? (
            <a
              href={data.telegramChannelUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="ml-auto rounded-md px-2 py-1 hover:bg-neutral-100"
            >
              {t('telegram')}
            </a>
          ) : null}
        </div>
      </nav>
    </header>
  );
}

/** The same menu below the large breakpoint, as a disclosure so it works before hydration. */
function MobileMenu({ viewer }: { viewer: RoleName }) {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  return (
    <details className="relative lg:hidden">
      <summary className="cursor-pointer list-none rounded-md px-2 py-1 text-sm font-semibold hover:bg-neutral-100">
        {t('menu')}
      </summary>
      <nav
        aria-label={t('mainMenu')}
        className="absolute right-0 z-30 mt-2 w-56 rounded-lg border border-neutral-200 bg-white p-2 shadow-lg"
      >
        <Link className="block rounded-md px-3 py-2 text-sm hover:bg-brand-soft" to={to('/job-openings')}>
          {t('vacancies')}
        </Link>
        {HEADER_MENU[viewer].map((item) => (
          <Link key={item.path} className="block rounded-md px-3 py-2 text-sm hover:bg-brand-soft" to={to(item.path)}>
            {t(item.label)}
          </Link>
        ))}
        {viewer === 'guest' ? (
          <div className="mt-2 border-t border-neutral-200 pt-2 md:hidden">
            <Link className="block rounded-md px-3 py-2 text-sm font-semibold hover:bg-brand-soft" to={to('/login')}>
              {t('signIn')}
            </Link>
            <Link className="block rounded-md px-3 py-2 text-sm font-semibold hover:bg-brand-soft" to={to('/register')}>
              {t('signUp')}
            </Link>
          </div>
        ) : null}
      </nav>
    </details>
  );
}
