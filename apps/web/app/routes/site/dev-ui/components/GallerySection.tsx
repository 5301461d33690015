import type { ReactNode } from 'react';
import { Panel } from '../../../../components/ui/Panel.tsx';

/** One titled block of the gallery; its rows name the state they show. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title} className="mt-10">
      <div className="mt-4 grid gap-6">{children}</div>
    </Panel>
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
