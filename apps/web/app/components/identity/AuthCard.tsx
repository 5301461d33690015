import type { ReactNode } from 'react';
import { LightHeaderLayout } from '../layout/layouts.tsx';
import { PageMeta } from '../ui/PageMeta.tsx';

/** The frame of every sign-in, sign-up and password page: light header, one card, the form's own width. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <LightHeaderLayout>
      <PageMeta title={title} description={lead} />
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </LightHeaderLayout>
  );
}
