import type { FieldMetadata } from '@conform-to/react';

/**
 * The metadata a kit field takes: any Conform field of any form, its value typed by the contract's schema. The form's
 * own schema does not matter to a single field, so it stays open.
 */
export type FieldMeta<Schema> = FieldMetadata<Schema, Record<string, unknown>, string[]>;

/** The first message of a field (the browser's or the server's), as the spec's forms show one at a time. */
export const firstError = (meta: { errors?: string[] | undefined }) => meta.errors?.[0];

/**
 * The attributes that tie a control to its label's field: its id and name, `aria-invalid` while it has an error, and
 * `aria-describedby` pointing at the description and the error that are shown, in that order.
 */
export function fieldAria<Schema>(meta: FieldMeta<Schema>, { hasDescription }: { hasDescription: boolean }) {
  const error = firstError(meta);
  const describedBy = [hasDescription ? meta.descriptionId : '', error ? meta.errorId : ''].filter(Boolean).join(' ');
  return {
    id: meta.id,
    name: meta.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    required: meta.required || undefined,
  } as const;
}

/** A text-like control's look; its border turns red while the field has an error. */
export const inputClass = (error?: string) =>
  `w-full rounded-lg border bg-white px-3 py-2.5 focus:border-brand-strong disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-muted ${
    error ? 'border-red-600' : 'border-neutral-300'
  }`;

/** Radio buttons and checkboxes in the brand's colour (the focus ring comes from app.css's :focus-visible). */
export const CHOICE_CLASS = 'h-4 w-4 shrink-0 cursor-pointer accent-brand-strong disabled:cursor-not-allowed';

/** The value a control starts with, from the field's initial value (a number or a string alike). */
export const initialText = (value: unknown) =>
  value === null || value === undefined || typeof value === 'object' ? undefined : String(value);
