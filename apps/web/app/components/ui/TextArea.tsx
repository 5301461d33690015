import { TEXTAREA_DEFAULT_ROWS } from '@hushwork/contract';
import { type ChangeEvent, type TextareaHTMLAttributes, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { restoreTypedBeforeHydration } from '../../lib/typed-before-hydration.ts';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> & {
  label?: string;
  description?: string;
  rows?: number;
  autosize?: boolean;
  /** Validation messages for the field; the first one is shown, as the server's `errors[field][0]`. */
  errors?: string[];
  isAiGenerated?: boolean;
  /** The words under a highlighted field, when the page names where the text came from (the kit's own otherwise). */
  aiNotice?: string;
  /** The ids a form's field already has (Conform's); without them the text area makes its own. */
  descriptionId?: string;
  errorId?: string;
};

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/** The multi-line input of spec section 2: label, description, 7 rows, autosize, first error, AI highlight. */
export function TextArea({
  label,
  description,
  rows = TEXTAREA_DEFAULT_ROWS,
  autosize = false,
  errors,
  isAiGenerated = false,
  aiNotice,
  onChange,
  className,
  id: givenId,
  descriptionId: givenDescriptionId,
  errorId: givenErrorId,
  ...rest
}: TextAreaProps) {
  const { t } = useTranslation('Ui');
  const ownId = useId();
  const id = givenId ?? ownId;
  const descriptionId = givenDescriptionId ?? `${id}-description`;
  const errorId = givenErrorId ?? `${id}-error`;
  const ref = useRef<HTMLTextAreaElement>(null);
  const error = errors?.[0];

  const fit = () => {
    const element = ref.current;
    if (!autosize || !element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  };
  useIsomorphicLayoutEffect(fit);
  useEffect(() => restoreTypedBeforeHydration(ref.current), []);

  return (
    <div className={className}>
      {label ? (
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          {label}
        </label>
      ) : null}
      {description ? (
        <p id={descriptionId} className="mb-2 text-sm text-muted">
          {description}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [description && descriptionId, error && errorId, isAiGenerated && `${id}-ai`].filter(Boolean).join(' ') ||
          undefined
        }
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          fit();
          onChange?.(event);
        }}
        className={`w-full rounded-lg border px-3 py-2 ${autosize ? 'resize-none overflow-hidden' : ''} ${
          error ? 'border-red-600' : isAiGenerated ? 'border-brand bg-brand-soft' : 'border-neutral-300'
        }`}
        {...rest}
      />
      {isAiGenerated ? (
        <p id={`${id}-ai`} className="mt-1 text-xs text-brand-strong">
          {aiNotice ?? t('aiGenerated')}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
