import { Link } from 'react-router';

export type PillLink = { to: string; label: string };

const TONES = {
  soft: 'bg-neutral-100 py-1 hover:bg-neutral-200',
  outline: 'border border-neutral-300 bg-white py-1.5 hover:border-brand',
} as const;

/** Links shown as a row of pills: a vacancy's technologies, the landings next to this one, the home page's lists. */
export function PillLinks({
  links,
  tone = 'soft',
  className = 'mt-3',
}: {
  links: PillLink[];
  /** `outline` stands out on a shaded page (the home page's lists). */
  tone?: keyof typeof TONES;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={`inline-block rounded-full px-3 text-sm ${TONES[tone]}`}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
