import { type PillLink, PillLinks } from '../../../../components/ui/PillLinks.tsx';

/** A titled block of pill links (popular specializations, technologies, cities). */
export function LinkList({ title, links }: { title: string; links: PillLink[] }) {
  return (
    <section aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <PillLinks tone="outline" links={links} />
    </section>
  );
}
