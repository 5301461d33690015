import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type TabLink = { to: string; label: string; isCurrent: boolean; count?: number };

/**
 * Pill links between the views of one page (Responses / Sent offers, Conversations / Archived), each a real address
 * so it works before hydration and can be shared. The current one is marked for assistive technology as well.
 * `counts="unread"` shows a count only above zero, as a red alert; `counts="total"` shows every count, quietly.
 */
export function Tabs({
  tabs,
  label,
  counts = 'total',
  className,
}: {
  tabs: TabLink[];
  /** What the views are of ("Your lists"); the kit's "Sections" when the page has no words for it. */
  label?: string;
  counts?: 'unread' | 'total';
  className?: string;
}) {
  const { t } = useTranslation('Ui');
  return (
    <nav aria-label={label ?? t('tabs')} className={className}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.isCurrent ? 'page' : undefined}
              className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 px-3 py-1 text-sm hover:bg-neutral-100 aria-[current=page]:border-brand-strong aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold"
            >
              {tab.label}
              <TabCount count={tab.count} counts={counts} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TabCount({ count, counts }: { count: number | undefined; counts: 'unread' | 'total' }) {
  if (count === undefined) return null;
  if (counts === 'total') return <span className="text-muted">{count}</span>;
  return count > 0 ? (
    <span className="rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">{count}</span>
  ) : null;
}
