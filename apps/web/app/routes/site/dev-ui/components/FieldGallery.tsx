import { useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { MultiSelectField } from '../../../../components/ui/fields/ChipsField.tsx';
import { CheckboxField, CheckboxGroup, RadioGroupField } from '../../../../components/ui/fields/ChoiceFields.tsx';
import { FileField } from '../../../../components/ui/fields/FileField.tsx';
import { SelectField } from '../../../../components/ui/fields/SelectField.tsx';
import { TextAreaField } from '../../../../components/ui/fields/TextAreaField.tsx';
import { DateField, NumberField, TextField } from '../../../../components/ui/fields/TextField.tsx';
import { GallerySection } from './GallerySection.tsx';

type State = 'empty' | 'filled' | 'error' | 'disabled' | 'described';
const STATES: { state: State; title: string }[] = [
  { state: 'empty', title: 'fieldsEmpty' },
  { state: 'filled', title: 'fieldsFilled' },
  { state: 'error', title: 'fieldsError' },
  { state: 'disabled', title: 'fieldsDisabled' },
  { state: 'described', title: 'fieldsDescribed' },
];
const NAMES = ['title', 'amount', 'level', 'skills', 'remote', 'kind', 'levels', 'start', 'about', 'cv'] as const;

type Sample = {
  title: string;
  amount: number;
  level: string;
  skills: string[];
  remote: boolean;
  kind: string;
  levels: string[];
  start: string;
  about: string;
  cv: string;
};

/** Every field of the kit on one form of its own, all in the same state. */
function FieldsIn({ state }: { state: State }) {
  const { t } = useTranslation('DevUi', { keyPrefix: 'sample.field' });
  const error = t('error');
  const [form, fields] = useForm<Sample>({
    id: `gallery-${state}`,
    ...(state === 'error'
      ? { lastResult: { status: 'error', initialValue: {}, error: Object.fromEntries(NAMES.map((n) => [n, [error]])) } }
      : {}),
    ...(state === 'filled' || state === 'disabled'
      ? {
          defaultValue: {
            title: t('titleValue'),
            amount: 5,
            level: 'senior',
            skills: ['junior', 'senior'],
            remote: true,
            kind: 'full',
            levels: ['middle'],
            start: '2026-12-01',
            about: t('aboutValue'),
          },
        }
      : {}),
  });
  const isDisabled = state === 'disabled';
  const description = state === 'described' ? t('described') : undefined;
  const levels = [
    { key: 'junior', name: t('junior') },
    { key: 'middle', name: t('middle') },
    { key: 'senior', name: t('senior') },
  ];
  const common = { disabled: isDisabled, ...(description ? { description } : {}) };
  return (
    <form id={form.id} noValidate className="grid gap-x-6 md:grid-cols-2">
      <TextField meta={fields.title} label={t('title')} {...common} />
      <NumberField meta={fields.amount} label={t('amount')} {...common} />
      <SelectField meta={fields.level} label={t('level')} options={levels} empty="—" {...common} />
      <DateField meta={fields.start} label={t('start')} {...common} />
      <MultiSelectField meta={fields.skills} label={t('skills')} options={levels} max={3} {...common} />
      <CheckboxGroup
        meta={fields.levels}
        legend={t('level')}
        items={levels.map((level) => ({ value: level.key, name: level.name }))}
        columns={3}
        {...common}
      />
      <RadioGroupField
        meta={fields.kind}
        legend={t('kind')}
        items={[
          { value: 'full', name: t('fullTime') },
          { value: 'part', name: t('partTime') },
        ]}
        {...common}
      />
      <CheckboxField meta={fields.remote} label={t('remote')} {...common} />
      <TextAreaField meta={fields.about} label={t('about')} autosize {...common} />
      <FileField meta={fields.cv} label={t('cv')} accept=".pdf" {...common} />
    </form>
  );
}

export function FieldGallery() {
  const { t } = useTranslation('DevUi');
  return (
    <GallerySection title={t('fields')}>
      {STATES.map(({ state, title }) => (
        <div key={state}>
          <h3 className="mb-2 text-sm font-semibold text-muted">{t(title)}</h3>
          <FieldsIn state={state} />
        </div>
      ))}
    </GallerySection>
  );
}
