// @vitest-environment happy-dom
import { type SubmissionResult, useForm } from '@conform-to/react';
import { resources } from '@hushwork/contract/i18n';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { MultiSelectField } from './ChipsField.tsx';
import { CheckboxField, CheckboxGroup, RadioGroupField } from './ChoiceFields.tsx';
import { FileField } from './FileField.tsx';
import { SelectField } from './SelectField.tsx';
import { TextAreaField } from './TextAreaField.tsx';
import { DateField, NumberField, TextField } from './TextField.tsx';

type Values = {
  title: string;
  amount: number;
  level: string;
  skills: string[];
  agree: boolean;
  kind: string;
  start: string;
  about: string;
  cv: string;
};

const options = [
  { key: 'junior', name: 'Junior' },
  { key: 'senior', name: 'Senior' },
];

/** Every kit field on one Conform form, as a page builds it; `errors` stand for the action's answer. */
function KitForm({ errors, initial }: { errors?: Record<string, string[]>; initial?: Record<string, unknown> }) {
  const lastResult: SubmissionResult<string[]> | undefined = errors
    ? { status: 'error', initialValue: {}, error: errors }
    : undefined;
  const [form, fields] = useForm<Values>({
    id: 'kit',
    lastResult,
    ...(initial ? { defaultValue: initial } : {}),
    constraint: { title: { required: true, maxLength: 20 } },
  });
  return (
    <form id={form.id}>
      <TextField meta={fields.title} label="Title" description="As the job board shows it" />
      <NumberField meta={fields.amount} label="Amount" />
      <SelectField meta={fields.level} label="Level" options={options} empty="Not said" />
      <MultiSelectField meta={fields.skills} label="Skills" options={options} max={2} />
      <CheckboxField meta={fields.agree} label="I agree" />
      <RadioGroupField
        meta={fields.kind}
        legend="Kind"
        items={[
          { value: 'a', name: 'A' },
          { value: 'b', name: 'B' },
        ]}
      />
      <CheckboxGroup meta={fields.skills} legend="Skill boxes" items={[{ value: 'junior', name: 'J' }]} max={1} />
      <DateField meta={fields.start} label="Start" />
      <TextAreaField meta={fields.about} label="About" description="A few lines" />
      <FileField meta={fields.cv} label="CV" description="PDF" />
    </form>
  );
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

afterEach(cleanup);

describe('the field kit', () => {
  it('labels each control and describes it by its description, without errors at first', () => {
    renderWithApp(<KitForm />);
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('name')).toBe('title');
    expect(title.hasAttribute('required')).toBe(true);
    expect(title.getAttribute('maxlength')).toBe('20');
    expect(title.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(title)).toEqual(['As the job board shows it']);
    expect(screen.getByLabelText('Amount').getAttribute('type')).toBe('number');
    expect(screen.getByLabelText('Start').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('About').getAttribute('rows')).toBe('7');
    expect(describedBy(screen.getByLabelText('About'))).toEqual(['A few lines']);
    expect(describedBy(screen.getByLabelText('CV'))).toEqual(['PDF']);
    expect(screen.getByRole('group', { name: 'Kind' })).toBeTruthy();
  });

  it('shows only the first error of each field and ties it to the control', () => {
    renderWithApp(
      <KitForm
        errors={{
          title: ['Too long', 'Has a link'],
          amount: ['Too big'],
          level: ['Choose one'],
          about: ['Too short', 'Second'],
          cv: ['Not a PDF'],
          kind: ['Pick a kind'],
          agree: ['Tick it'],
        }}
      />,
    );
    expect(screen.queryByText('Has a link')).toBeNull();
    expect(screen.queryByText('Second')).toBeNull();
    for (const [label, error] of [
      ['Title', 'Too long'],
      ['Amount', 'Too big'],
      ['Level', 'Choose one'],
      ['About', 'Too short'],
      ['CV', 'Not a PDF'],
      ['I agree', 'Tick it'],
    ] as const) {
      const control = screen.getByLabelText(label);
      expect(control.getAttribute('aria-invalid'), label).toBe('true');
      expect(describedBy(control), label).toContain(error);
    }
    expect(describedBy(screen.getByLabelText('Title'))).toEqual(['Too long', 'As the job board shows it']);
    expect(describedBy(screen.getByRole('group', { name: 'Kind' }))).toEqual(['Pick a kind']);
  });

  it('starts from the form values and posts them under the fields names', () => {
    renderWithApp(<KitForm initial={{ title: 'Go developer', level: 'senior', kind: 'b', skills: ['junior'] }} />);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Go developer');
    expect((screen.getByLabelText('Level') as HTMLSelectElement).value).toBe('senior');
    expect((screen.getByLabelText('B') as HTMLInputElement).checked).toBe(true);
    const form = document.getElementById('kit') as HTMLFormElement;
    expect(new FormData(form).getAll('skills')).toEqual(['junior', 'junior']);
  });

  it('adds chips from the select, up to the limit, and removes them by their buttons', () => {
    renderWithApp(<KitForm />, { locale: 'de' });
    const skills = screen.getByRole('group', { name: 'Skills' });
    const add = within(skills).getByLabelText(resources.de.Ui.addChip.replace('{{name}}', 'Skills'));
    fireEvent.change(add, { target: { value: 'junior' } });
    fireEvent.change(add, { target: { value: 'senior' } });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Junior', 'Senior']);
    expect((add as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(within(skills).getByRole('button', { name: 'Junior entfernen' }));
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Senior']);
    expect((add as HTMLSelectElement).disabled).toBe(false);
  });

  it('disables the unticked boxes once the limit is reached and counts the chosen', () => {
    renderWithApp(<KitForm />);
    const boxes = screen.getByRole('group', { name: 'Skill boxes' });
    fireEvent.click(within(boxes).getByLabelText('J'));
    expect(describedBy(boxes)).toEqual(['1 of 1 chosen']);
  });

  it('names the chosen file beside its button', () => {
    renderWithApp(<KitForm />);
    const input = screen.getByLabelText('CV') as HTMLInputElement;
    expect(screen.getByText('No file chosen')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('cv.pdf')).toBeTruthy();
  });
});
