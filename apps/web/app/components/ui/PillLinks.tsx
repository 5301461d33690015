import { Link } from 'react-router';

export type PillLink = { to: string; label: string };

/** Links shown as a row of pills: a vacancy's technologies, the landings next to this one. */
export function PillLinks({ links, className = 'mt-3' }: { links: PillLink[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="inline-block rounded-full bg-neutral-100 px-3 py-1 text-sm hover:bg-neutral-200"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
