import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const BOX = 'size-4 cursor-pointer accent-brand-strong';

/** The head's box: ticks every row of the page, and shows "some" (indeterminate) when only part of them are. */
export function SelectAllBox({ isAll, isSome, onToggle }: { isAll: boolean; isSome: boolean; onToggle: () => void }) {
  const { t } = useTranslation('Ui');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Indeterminate is a property only: there is no attribute for React to render.
    if (ref.current) ref.current.indeterminate = isSome;
  }, [isSome]);
  return (
    <label className="inline-flex items-center gap-2">
      <input ref={ref} type="checkbox" checked={isAll} onChange={onToggle} className={BOX} />
      {/* On a phone's cards there is no head row to explain a lone box, so it says what it does. */}
      <span className="sr-only max-md:not-sr-only max-md:text-sm max-md:font-normal">{t('selectAll')}</span>
    </label>
  );
}

/** A row's box, posting the row's id as `ids` to the bulk action's form wherever that form sits on the page. */
export function SelectRowBox({
  id,
  formId,
  name,
  isChecked,
  onToggle,
}: {
  id: string;
  formId: string;
  name: string;
  isChecked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('Ui');
  return (
    <label className="inline-flex items-center gap-2">
      <input
        type="checkbox"
        name="ids"
        value={id}
        form={formId}
        checked={isChecked}
        onChange={onToggle}
        className={BOX}
      />
      <span className="sr-only">{t('selectRow', { name })}</span>
    </label>
  );
}
