import { TextArea } from '../TextArea.tsx';
import { type FieldMeta, initialText } from './field-meta.ts';

/**
 * The spec's multi-line input (7 rows, optionally growing, the first error) bound to a form's field: its ids, name,
 * starting text and limits come from the field's metadata.
 */
export function TextAreaField<Schema>({
  meta,
  label,
  description,
  placeholder,
  rows,
  autosize = false,
  maxLength,
  disabled,
  isAiGenerated,
  className = 'mb-4',
}: {
  meta: FieldMeta<Schema>;
  label: string;
  description?: string;
  placeholder?: string;
  rows?: number;
  autosize?: boolean;
  maxLength?: number;
  disabled?: boolean;
  isAiGenerated?: boolean;
  className?: string;
}) {
  const limit = maxLength ?? meta.maxLength;
  return (
    <TextArea
      key={meta.key}
      id={meta.id}
      name={meta.name}
      descriptionId={meta.descriptionId}
      errorId={meta.errorId}
      label={label}
      {...(description ? { description } : {})}
      {...(placeholder ? { placeholder } : {})}
      {...(rows ? { rows } : {})}
      autosize={autosize}
      defaultValue={initialText(meta.initialValue)}
      {...(meta.errors ? { errors: meta.errors } : {})}
      {...(limit ? { maxLength: limit } : {})}
      {...(meta.minLength ? { minLength: meta.minLength } : {})}
      required={meta.required || undefined}
      disabled={disabled}
      {...(isAiGenerated ? { isAiGenerated } : {})}
      className={className}
    />
  );
}
