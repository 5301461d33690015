import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

export function Logo() {
  const to = useLocalePath();
  return (
    <Link to={to('/')} className="flex shrink-0 items-center gap-2 font-bold text-lg text-ink" aria-label="Hushwork">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {/* On a phone the mark stands alone: the header's icons need the width, and the link keeps its name. */}
      <span className="hidden sm:inline">Hushwork</span>
    </Link>
  );
}
