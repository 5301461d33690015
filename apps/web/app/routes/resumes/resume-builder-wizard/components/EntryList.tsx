import type { TResumeDocument } from '@hushwork/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListSection, withMovedEntry, withoutEntry } from '../../../../components/resumes/autofilled.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import type { ResumeWizard } from './use-resume-wizard.ts';

type EntryOf<S extends ListSection> = TResumeDocument[S][number];

/** Writes one field of one entry of a list section. */
function setEntryField<S extends ListSection>(
  document: TResumeDocument,
  section: S,
  index: number,
  key: keyof EntryOf<S>,
  value: unknown,
): TResumeDocument {
  const list = document[section] as EntryOf<S>[];
  return { ...document, [section]: list.map((entry, at) => (at === index ? { ...entry, [key]: value } : entry)) };
}

/** A field of an entry as the step's inputs take it: its value, change handler and errors. */
export function useEntryBinding<S extends ListSection>(wizard: ResumeWizard, section: S) {
  return (index: number, key: keyof EntryOf<S> & string) => {
    const path = `${section}.${index}.${key}`;
    const entry = (wizard.draft.document[section] as EntryOf<S>[])[index] as Record<string, unknown>;
    return {
      path,
      value: String(entry[key] ?? ''),
      errors: wizard.errors[path],
      isAutofilled: wizard.draft.document.autofilled.includes(path),
      onChange: (value: unknown) =>
        wizard.edit(path, (document) => setEntryField(document, section, index, key, value)),
    };
  };
}

/**
 * A repeating section (jobs, schools, skills…): each entry in its frame with move up, move down and remove; an add
 * button below while the contract's limit allows another.
 */
export function EntryList<S extends ListSection>({
  wizard,
  section,
  title,
  entryTitle,
  addLabel,
  blank,
  max,
  children,
}: {
  wizard: ResumeWizard;
  section: S;
  title: string;
  entryTitle: (index: number) => string;
  addLabel: string;
  blank: EntryOf<S>;
  max: number;
  children: (index: number) => ReactNode;
}) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const list = wizard.draft.document[section] as EntryOf<S>[];
  const add = () => wizard.replace({ ...wizard.draft.document, [section]: [...list, blank] } as TResumeDocument);
  return (
    <section aria-label={title} className="mb-8">
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {list.length === 0 ? <p className="mb-3 text-muted">{t('emptySection')}</p> : null}
      <ol className="space-y-4">
        {list.map((_, index) => (
          // Entries have no ids of their own: their place is their identity while the owner edits.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="rounded-xl border border-neutral-200 bg-white p-4">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h3 className="font-semibold">{entryTitle(index)}</h3>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => wizard.replace(withMovedEntry(wizard.draft.document, section, index, index - 1))}
                  aria-label={t('moveUp', { entry: entryTitle(index) })}
                >
                  <ArrowUp aria-hidden="true" className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === list.length - 1}
                  onClick={() => wizard.replace(withMovedEntry(wizard.draft.document, section, index, index + 1))}
                  aria-label={t('moveDown', { entry: entryTitle(index) })}
                >
                  <ArrowDown aria-hidden="true" className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => wizard.replace(withoutEntry(wizard.draft.document, section, index))}
                  aria-label={t('remove', { entry: entryTitle(index) })}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
            </div>
            {children(index)}
          </li>
        ))}
      </ol>
      {list.length < max ? (
        <Button variant="secondary" className="mt-4" onClick={add}>
          {addLabel}
        </Button>
      ) : null}
    </section>
  );
}
