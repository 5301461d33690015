import { Paperclip } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileButtonClass } from '../button-class.ts';
import { Description, FieldError } from './FieldShell.tsx';
import { type FieldMeta, fieldAria } from './field-meta.ts';

/**
 * A file to send with the form: a button-looking label around a visually hidden input (the keyboard reaches the input,
 * the label shows its focus), the chosen file's name beside it, then the description and the first error.
 */
export function FileField<Schema>({
  meta,
  label,
  description,
  accept,
  disabled,
  onChange,
  className = 'mb-4',
}: {
  meta: FieldMeta<Schema>;
  label: string;
  description?: ReactNode;
  accept?: string;
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  className?: string;
}) {
  const { t } = useTranslation('Ui');
  const [fileName, setFileName] = useState('');
  return (
    <div className={className}>
      <p className="mb-1 text-sm font-semibold" aria-hidden="true">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className={fileButtonClass(disabled ? 'pointer-events-none opacity-60' : undefined)}>
          <Paperclip aria-hidden="true" className="size-4" />
          {t('chooseFile')}
          <input
            key={meta.key}
            type="file"
            {...fieldAria(meta, { hasDescription: Boolean(description) })}
            aria-label={label}
            {...(accept ? { accept } : {})}
            disabled={disabled}
            onChange={(event) => {
              setFileName(event.target.files?.[0]?.name ?? '');
              onChange?.(event);
            }}
            className="sr-only"
          />
        </label>
        <span className="text-sm text-muted">{fileName || t('noFileChosen')}</span>
      </div>
      <Description meta={meta} description={description} />
      <FieldError meta={meta} />
    </div>
  );
}
