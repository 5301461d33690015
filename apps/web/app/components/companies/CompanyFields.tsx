import { COMPANIES } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import type { FieldMeta } from '../ui/fields/field-meta.ts';
import { SelectField } from '../ui/fields/SelectField.tsx';
import { TextAreaField } from '../ui/fields/TextAreaField.tsx';

/** The company's own fields, shared by the add-company wizard and the company edit page. */
export function DescriptionField<Schema>({ meta }: { meta: FieldMeta<Schema> }) {
  const { t } = useTranslation('Companies');
  return (
    <TextAreaField
      meta={meta}
      label={t('description')}
      description={t('descriptionHint')}
      maxLength={COMPANIES.descriptionMax}
      className="mb-0"
    />
  );
}

export function SizeField<Schema>({ meta }: { meta: FieldMeta<Schema> }) {
  const { t } = useTranslation('Companies');
  return (
    <SelectField
      meta={meta}
      label={t('size')}
      empty={t('chooseSize')}
      options={COMPANIES.sizes.map((size) => ({ key: size, name: t('employees', { size }) }))}
      className="mb-0"
    />
  );
}

/** A catalog's items (specializations, technologies) as the kit's boxes. */
export const choicesOf = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: item.id, name: item.name }));
