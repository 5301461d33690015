import type { RoleName } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CookieConsent } from './CookieConsent.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ImpersonationBar } from './ImpersonationBar.tsx';
import { LanguageChoiceModal } from './LanguageChoiceModal.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';

type LayoutProps = { children: ReactNode; viewer?: RoleName };

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
    >
      {t('skipToContent')}
    </a>
  );
}

/** Public pages: full header, footer, cookie panel. */
export function DefaultLayout({ children, viewer }: LayoutProps) {
  return (
    <>
      <SkipLink />
      <Header viewer={viewer} />
      <main id="main">{children}</main>
      <Footer />
      <CookieConsent />
      <LanguageChoiceModal />
    </>
  );
}

/** Auth screens: logo and language only, so the form holds attention. */
export function LightHeaderLayout({ children }: LayoutProps) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-neutral-200 bg-white">
        <ImpersonationBar />
        <div className="page-container flex h-16 items-center justify-between">
          <Logo />
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-[var(--container-auth)] px-4 py-10">
        {children}
      </main>
      <CookieConsent />
    </>
  );
}

/** Signed-in area: header, a side menu the page provides, content. */
export function ProfileLayout({ children, viewer, aside }: LayoutProps & { aside?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header viewer={viewer} />
      <div className="page-container-wide grid grid-cols-1 gap-6 py-8 lg:grid-cols-[260px_minmax(0,1fr)]">
        {/* The page before its menu: on a phone the menu would fill the first screen (the header's menus hold it too). */}
        <main id="main" className="min-w-0 lg:col-start-2 lg:row-start-1">
          {children}
        </main>
        {aside ? <aside className="min-w-0 lg:col-start-1 lg:row-start-1">{aside}</aside> : null}
      </div>
      <Footer />
    </>
  );
}

/** Wizards: a progress line with the current step out of the total. */
export function StepperLayout({
  children,
  step,
  steps,
  label,
}: LayoutProps & { step: number; steps: number; label: string }) {
  const percent = Math.round((Math.min(step, steps) / steps) * 100);
  return (
    <>
      <SkipLink />
      <header className="border-b border-neutral-200 bg-white">
        <ImpersonationBar />
        <div className="page-container flex h-16 items-center justify-between">
          <Logo />
          <LanguageSwitcher />
        </div>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={steps}
          aria-valuenow={step}
          className="h-1 bg-neutral-200"
        >
          <div className="h-1 bg-brand transition-all" style={{ width: `${percent}%` }} />
        </div>
      </header>
      <main id="main" className="page-container py-10">
        {children}
      </main>
    </>
  );
}
