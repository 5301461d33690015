import type { ReactNode } from 'react';
import { type FieldMeta, firstError } from './field-meta.ts';

/** The first error of a field under its control, at the id the control's `aria-describedby` names. */
export function FieldError<Schema>({ meta }: { meta: FieldMeta<Schema> }) {
  const error = firstError(meta);
  return error ? (
    <p id={meta.errorId} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** A field's description, at the id the control's `aria-describedby` names. */
export function Description<Schema>({ meta, description }: { meta: FieldMeta<Schema>; description?: ReactNode }) {
  return description ? (
    <p id={meta.descriptionId} className="mt-1 text-xs text-muted">
      {description}
    </p>
  ) : null;
}

/** A single control's frame: its label above, then the control, its description and its first error. */
export function FieldShell<Schema>({
  meta,
  label,
  description,
  className = 'mb-4',
  children,
}: {
  meta: FieldMeta<Schema>;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {children}
      <Description meta={meta} description={description} />
      <FieldError meta={meta} />
    </div>
  );
}

/**
 * A group of controls posting one field (boxes, radio buttons, chips): a fieldset named by its legend and described by
 * the description and the first error, which show once, after the group.
 */
export function FieldsetShell<Schema>({
  meta,
  legend,
  description,
  className = 'mb-6',
  describedBy,
  withError = true,
  children,
}: {
  meta: FieldMeta<Schema>;
  legend: ReactNode;
  description?: ReactNode;
  className?: string;
  /** More ids that describe the group, such as a live count of the chosen. */
  describedBy?: string;
  /**
   * Off where several groups post one field: its message shows once, after the last of them (the caller renders its
   * `FieldError`), and every group still names it.
   */
  withError?: boolean;
  children: ReactNode;
}) {
  const error = firstError(meta);
  const ids = [description ? meta.descriptionId : '', describedBy ?? '', error ? meta.errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={className} aria-describedby={ids || undefined}>
      <legend className="font-semibold">{legend}</legend>
      <Description meta={meta} description={description} />
      {children}
      {withError ? <FieldError meta={meta} /> : null}
    </fieldset>
  );
}
