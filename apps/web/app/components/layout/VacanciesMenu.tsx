import { ChevronDown } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../lib/root-data.server.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { MenuDisclosure, useMenuHandOver } from './MenuDisclosure.tsx';
import { useIsLive } from './use-is-live.ts';

const triggerClass = 'inline-flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 hover:bg-neutral-100';
const panelClass =
  'z-30 grid w-[min(90vw,640px)] grid-cols-1 gap-6 rounded-xl border border-neutral-200 bg-white p-5 shadow-xl sm:grid-cols-2';

/** Whether the header offers the vacancies mega menu: only while the job-openings pages exist. */
export const isVacanciesMenuShown = (isLive: (path: string) => boolean) => isLive('/job-openings');

/**
 * The vacancies mega menu: job roles and the largest cities, both from the catalogs. Server-rendered as a <details>
 * disclosure so the links work before hydration; once its code is here (menu-parts.ts) a Radix popover that closes on
 * Escape (focus back on the trigger), on a click outside and once a link is chosen.
 */
export function VacanciesMenu() {
  const { t } = useTranslation('Header');
  const { parts, open, setOpen, trigger: triggerRef, disclosure } = useMenuHandOver();
  const isLive = useIsLive();
  if (!isVacanciesMenuShown(isLive)) return null;
  const trigger = (
    <>
      {t('vacancies')}
      <ChevronDown aria-hidden="true" className="h-4 w-4" />
    </>
  );
  if (!parts) {
    return (
      <MenuDisclosure className="relative" summaryClassName={triggerClass} summary={trigger} {...disclosure}>
        <div className={`absolute left-0 mt-2 ${panelClass}`}>
          <Landings />
        </div>
      </MenuDisclosure>
    );
  }
  const { Popover } = parts;
  // Any link chosen inside the panel closes it (clicks and Enter alike arrive here as clicks).
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger ref={triggerRef} className={triggerClass}>
        {trigger}
      </Popover.Trigger>
      <Popover.Content align="start" sideOffset={8} className={panelClass} onClick={closeOnLink}>
        <Landings />
      </Popover.Content>
    </Popover.Root>
  );
}

function Landings() {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  const data = useRouteLoaderData<RootData>('root');
  const isLive = useIsLive();
  const specializations = (data?.menu.specializations ?? []).filter((s) => isLive(`/job-openings/dev/${s.slug}`));
  const cities = (data?.menu.cities ?? []).filter((c) => isLive(`/job-openings/cities/${c.slug}`));
  return (
    <>
      <nav aria-label={t('bySpecialization')}>
        <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('bySpecialization')}</p>
        <ul className="space-y-1">
          {specializations.map((s) => (
            <li key={s.id}>
              <Link className="text-sm hover:underline" to={to(`/job-openings/dev/${s.slug}`)}>
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('byCity')}>
        <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('byCity')}</p>
        <ul className="space-y-1">
          {cities.map((c) => (
            <li key={c.id}>
              <Link className="text-sm hover:underline" to={to(`/job-openings/cities/${c.slug}`)}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          className="mt-3 inline-block text-sm font-semibold text-brand-strong hover:underline"
          to={to('/job-openings')}
        >
          {t('allVacancies')}
        </Link>
      </nav>
    </>
  );
}
