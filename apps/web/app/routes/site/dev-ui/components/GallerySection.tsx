import type { ReactNode } from 'react';

/** One titled block of the gallery; its rows name the state they show. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 rounded-2xl border border-neutral-200 bg-white p-6">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-4 grid gap-6">{children}</div>
    </section>
  );
}

export function GalleryRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-muted">{title}</h3>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
