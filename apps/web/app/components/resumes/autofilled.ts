import type { TResumeDocument } from '@hushwork/contract';

/**
 * The autofilled rule (spec section 2): a field filled from the candidate profile or an import is highlighted with
 * the resume-processing notice until its owner edits it. `document.autofilled` lists those fields by path
 * (`summary`, `experience.0.description`); these helpers keep the list true as fields are edited and entries of
 * the repeating sections are removed or moved.
 */
export type ListSection = 'experience' | 'education' | 'skills' | 'languages' | 'courses' | 'links';

const isAutofilled = (document: TResumeDocument, path: string) => document.autofilled.includes(path);

/** The document after its owner typed into `path`: no longer marked. */
export function withEdited(document: TResumeDocument, path: string): TResumeDocument {
  return isAutofilled(document, path)
    ? { ...document, autofilled: document.autofilled.filter((each) => each !== path) }
    : document;
}

export function withMarked(document: TResumeDocument, paths: readonly string[]): TResumeDocument {
  const autofilled = [...new Set([...document.autofilled, ...paths])];
  return { ...document, autofilled };
}

/** `experience.3.description` → section, index and the rest; null for a path outside the list sections. */
function entryOf(path: string): { section: string; index: number; rest: string } | null {
  const match = /^([a-z_]+)\.(\d+)(\..*)?$/.exec(path);
  return match ? { section: match[1] as string, index: Number(match[2]), rest: match[3] ?? '' } : null;
}

/** Renumbers the marks of one section's entries by `next(index)` (null drops the mark). */
function renumbered(
  document: TResumeDocument,
  section: ListSection,
  next: (index: number) => number | null,
): TResumeDocument['autofilled'] {
  return document.autofilled.flatMap((path) => {
    const entry = entryOf(path);
    if (!entry || entry.section !== section) return [path];
    const index = next(entry.index);
    return index === null ? [] : [`${section}.${index}${entry.rest}`];
  });
}

/** The document without entry `index` of `section`: its marks go, the later entries' marks move up one. */
export function withoutEntry(document: TResumeDocument, section: ListSection, index: number): TResumeDocument {
  const list = document[section] as unknown[];
  return {
    ...document,
    [section]: list.filter((_, each) => each !== index),
    autofilled: renumbered(document, section, (at) => (at === index ? null : at > index ? at - 1 : at)),
  };
}

/** The document with entry `from` of `section` moved to `to`; marks follow their entries. */
export function withMovedEntry(document: TResumeDocument, section: ListSection, from: number, to: number) {
  const list = [...(document[section] as unknown[])];
  if (from === to || to < 0 || to >= list.length || from < 0 || from >= list.length) return document;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved);
  const order = list.map((_, index) => index);
  // Where each old index lands once the entry is moved.
  const old = [...order];
  old.splice(from, 1);
  old.splice(to, 0, from);
  const target = new Map(old.map((oldIndex, newIndex) => [oldIndex, newIndex]));
  return {
    ...document,
    [section]: list,
    autofilled: renumbered(document, section, (at) => target.get(at) ?? at),
  } as TResumeDocument;
}
