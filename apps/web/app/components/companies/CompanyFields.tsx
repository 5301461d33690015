import { getSelectProps, getTextareaProps } from '@conform-to/react';
import { COMPANIES } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import type { TextFieldMeta } from '../forms/Field.tsx';

/** The company's own fields, shared by the add-company wizard and the company edit page. */
const input = 'mt-1 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2.5';

export function DescriptionField({ meta }: { meta: TextFieldMeta }) {
  const { t } = useTranslation('Companies');
  return (
    <>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-semibold">
        {t('description')}
      </label>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: meta.descriptionId })}
        key={meta.key}
        rows={7}
        maxLength={COMPANIES.descriptionMax}
        className={input}
      />
      <p id={meta.descriptionId} className="mt-1 text-xs text-muted">
        {t('descriptionHint')}
      </p>
    </>
  );
}

export function SizeField({ meta }: { meta: TextFieldMeta }) {
  const { t } = useTranslation('Companies');
  return (
    <>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-semibold">
        {t('size')}
      </label>
      <select {...getSelectProps(meta)} key={meta.key} className={input}>
        <option value="">{t('chooseSize')}</option>
        {COMPANIES.sizes.map((size) => (
          <option key={size} value={size}>
            {t('employees', { size })}
          </option>
        ))}
      </select>
    </>
  );
}

/** Catalog items to tick (specializations, technologies), posted as repeated `name` values. */
export function ChoiceList({
  name,
  items,
  checked,
  columns,
}: {
  name: 'specialization_ids' | 'technology_ids';
  items: { id: number; name: string }[];
  checked?: ReadonlySet<number>;
  columns: 2 | 3;
}) {
  return (
    <div className={`mt-2 grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
      {items.map((item) => (
        <label key={item.id} className="flex items-center gap-2">
          <input
            type="checkbox"
            name={name}
            value={item.id}
            defaultChecked={checked?.has(item.id)}
            className="size-4 accent-brand-strong"
          />
          {item.name}
        </label>
      ))}
    </div>
  );
}
