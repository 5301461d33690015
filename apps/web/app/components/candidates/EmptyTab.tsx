import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useIsLive } from '../layout/use-is-live.ts';

/**
 * A tab whose feature lands with a later issue (the resume builder, the autosender): what it will hold, said
 * plainly, and a link onward only once that page exists.
 */
export function EmptyTab({
  title,
  text,
  more,
  link,
}: {
  title: string;
  text: string;
  more: string;
  link?: { path: string; label: string };
}) {
  const to = useLocalePath();
  const isLive = useIsLive();
  const { t } = useTranslation('Candidates');
  return (
    <section
      aria-labelledby="empty-title"
      className="rounded-2xl border border-dashed border-neutral-300 bg-white p-8 text-center"
    >
      <h2 id="empty-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-muted">{text}</p>
      <p className="mx-auto mt-2 max-w-prose text-sm text-muted">{more}</p>
      {link && isLive(link.path) ? (
        <Link to={to(link.path)} className="mt-4 inline-block rounded-lg bg-brand px-4 py-2 font-semibold text-ink">
          {link.label}
        </Link>
      ) : (
        <p className="mt-4 text-sm font-medium">{t('comingSoon')}</p>
      )}
    </section>
  );
}
