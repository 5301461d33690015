import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { Button } from '../Button.tsx';

/**
 * A short list's filters in a row above it (a directory rather than a search): a GET form sent by its button, so a
 * filtered list can be shared and works without JavaScript. A new address remounts it, so its defaults follow the
 * address (a reset, the back button).
 */
export function FilterBar({
  submitLabel,
  resetLabel,
  children,
}: {
  submitLabel: string;
  resetLabel: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <Form
      key={search}
      method="get"
      role="search"
      className="mt-6 grid gap-4 rounded-2xl border border-neutral-200 bg-white p-5 md:grid-cols-4"
    >
      {children}
      <div className="flex items-center gap-4 md:col-span-full">
        <Button type="submit">{submitLabel}</Button>
        <Link to={pathname} className="underline">
          {resetLabel}
        </Link>
      </div>
    </Form>
  );
}
