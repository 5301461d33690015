import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

export function Logo() {
  const to = useLocalePath();
  return (
    <Link to={to('/')} className="flex items-center gap-2 font-bold text-lg text-ink" aria-label="Hushwork">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>Hushwork</span>
    </Link>
  );
}
