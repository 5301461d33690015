import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
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

/** The card's way on under its form ("Back to sign in"): a path without its locale, and a query it keeps. */
export function AuthFootLink({
  path,
  query = '',
  question,
  children,
}: {
  path: string;
  query?: string;
  /** Words before the link ("No account yet?"). */
  question?: string;
  children: ReactNode;
}) {
  const to = useLocalePath();
  return (
    <p className="mt-6 text-center text-sm">
      {question ? `${question} ` : null}
      <Link to={`${to(path)}${query}`} className="font-semibold text-brand-strong hover:underline">
        {children}
      </Link>
    </p>
  );
}
