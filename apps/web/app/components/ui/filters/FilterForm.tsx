import { type ReactNode, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { Button } from '../Button.tsx';
import { useLiveFilters } from './use-live-filters.ts';

/**
 * A list's filters as a GET form: its fields are the address's query, so a filtered list can be shared and works
 * without JavaScript. Each change applies itself (useLiveFilters); without JavaScript the submit button does. A new
 * address from elsewhere remounts the form, so its defaults follow the address (a reset, the back button).
 */
export function FilterForm({
  label,
  submitLabel,
  resetLabel,
  children,
}: {
  label: string;
  submitLabel: string;
  resetLabel: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { key } = useLiveFilters(formRef);
  return (
    <Form
      key={key}
      ref={formRef}
      method="get"
      className="grid content-start gap-5 rounded-2xl border border-neutral-200 bg-white p-5"
      aria-label={label}
    >
      {children}
      <div className="flex items-center gap-4">
        {/* With JavaScript every change applies itself; without it, this button sends the form. */}
        <noscript>
          <Button type="submit">{submitLabel}</Button>
        </noscript>
        <Link to={pathname} className="underline">
          {resetLabel}
        </Link>
      </div>
    </Form>
  );
}
