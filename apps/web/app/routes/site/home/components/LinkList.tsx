import { Link } from 'react-router';

export type LinkListItem = { key: number; label: string; path: string };

/** A titled block of pill links (popular specializations, technologies, cities). */
export function LinkList({ title, items }: { title: string; items: LinkListItem[] }) {
  return (
    <section aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.path}
              className="inline-block rounded-full border border-neutral-300 bg-white px-3 py-1.5 text-sm hover:border-brand"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
