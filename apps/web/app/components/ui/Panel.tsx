import { type ReactNode, useId } from 'react';

export type PanelTone = 'card' | 'soft' | 'plain';

const FRAME: Record<PanelTone, string> = {
  card: 'rounded-2xl border border-neutral-200 bg-white p-6',
  soft: 'rounded-2xl bg-neutral-50 p-5',
  plain: '',
};

/**
 * A titled block of a page: a region named by its heading, an optional lead under it, then its content. `card` frames
 * it (a section of a settings page), `soft` shades it (a side box), `plain` leaves it bare (a list within a card).
 */
export function Panel({
  title,
  lead,
  id,
  tone = 'card',
  className = '',
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** The heading's id; a stable one where a link or a test points at it, a generated one otherwise. */
  id?: string;
  tone?: PanelTone;
  /** The panel's place on the page (its margin), not its look. */
  className?: string;
  children?: ReactNode;
}) {
  const generated = useId();
  const headingId = id ?? generated;
  return (
    <section aria-labelledby={headingId} className={`${FRAME[tone]} ${className}`.trim() || undefined}>
      <h2 id={headingId} className={`font-semibold ${tone === 'soft' ? '' : 'text-lg'}`.trim()}>
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-muted">{lead}</p> : null}
      {children}
    </section>
  );
}
