import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { inputClass } from '../../../components/ui/fields/field-meta.ts';

/**
 * The search half of an admin's "choose one of many" field (a company, an employer): a GET form that puts the typed
 * start of a name in the address, so the loader asks the API's autocomplete and the form's select offers what it
 * found. Works without JavaScript; the page's own form keeps its place below.
 */
export function PickerSearch({
  name,
  value,
  label,
  hint,
  button,
}: {
  name: string;
  value: string;
  label: string;
  hint: string;
  button: string;
}) {
  const id = useId();
  const { pathname } = useLocation();
  return (
    <Form method="get" action={pathname} role="search" className="mb-4 flex flex-wrap items-end gap-3">
      <label className="block grow">
        <span className="font-medium">{label}</span>
        <input
          type="search"
          name={name}
          defaultValue={value}
          maxLength={100}
          aria-describedby={`${id}-hint`}
          className={`mt-1 ${inputClass()}`}
        />
      </label>
      <Button type="submit" variant="secondary">
        {button}
      </Button>
      <p id={`${id}-hint`} className="basis-full text-sm text-muted">
        {hint}
      </p>
    </Form>
  );
}
