import { VACANCIES } from '@hushwork/contract';
import { Bold, Italic, Link2, List, ListOrdered, Unlink } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMeta } from '../ui/fields/field-meta.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

type Format = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';
const FORMATS: { command: Format; label: string; icon: ReactNode }[] = [
  { command: 'bold', label: 'bold', icon: <Bold aria-hidden="true" className="size-4" /> },
  { command: 'italic', label: 'italic', icon: <Italic aria-hidden="true" className="size-4" /> },
  { command: 'insertUnorderedList', label: 'bulletList', icon: <List aria-hidden="true" className="size-4" /> },
  { command: 'insertOrderedList', label: 'numberedList', icon: <ListOrdered aria-hidden="true" className="size-4" /> },
];
const buttonClass = 'rounded-md p-2 hover:bg-neutral-100 aria-pressed:bg-brand-soft';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An editor holding only whitespace posts nothing, so "required" catches it in the browser as on the server. */
const htmlOf = (editor: HTMLElement) => (editor.textContent?.trim() ? editor.innerHTML : '');

/**
 * The vacancy's description as rich text: bold, italic, lists and links in an editable area with a toolbar; the
 * HTML is posted from a hidden field and the server keeps only its allow-list of tags. Before hydration it is a plain
 * text area, so the form works without JavaScript.
 */
export function RichTextField<Schema>({ meta, label, hint }: { meta: FieldMeta<Schema>; label: string; hint: string }) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const isHydrated = useHydrated();
  const labelId = useId();
  const initial = typeof meta.initialValue === 'string' ? meta.initialValue : '';
  const [html, setHtml] = useState(initial);
  const [pressed, setPressed] = useState<Partial<Record<Format, boolean>>>({});
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  const editor = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const error = meta.errors?.[0];
  const hintId = `${meta.id}-hint`;

  useEffect(() => {
    // The editor's content is the browser's from here on: React sets it once and only reads it back.
    if (isHydrated && editor.current) editor.current.innerHTML = initial;
  }, [isHydrated, initial]);
  useEffect(() => {
    if (!isHydrated) return;
    const update = () => {
      if (!editor.current?.contains(document.getSelection()?.anchorNode ?? null)) return;
      setPressed(Object.fromEntries(FORMATS.map(({ command }) => [command, document.queryCommandState(command)])));
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [isHydrated]);

  const sync = () => {
    if (editor.current) setHtml(htmlOf(editor.current));
  };
  const run = (command: string, value?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, value);
    sync();
  };
  const openLink = () => {
    const selection = document.getSelection();
    savedRange.current =
      selection && selection.rangeCount > 0 && editor.current?.contains(selection.anchorNode)
        ? selection.getRangeAt(0)
        : null;
    setLinkOpen(true);
  };
  const applyLink = () => {
    const url = linkUrl.trim();
    setLinkOpen(false);
    if (!/^https?:\/\/\S+\.\S+/.test(url)) return;
    editor.current?.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (selection && !selection.isCollapsed) document.execCommand('createLink', false, url);
    // Nothing selected: the address itself becomes the link's text.
    else document.execCommand('insertHTML', false, `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    sync();
  };

  if (!isHydrated) {
    return (
      <div>
        <label htmlFor={meta.id} className="block text-sm font-semibold">
          {label}
        </label>
        <textarea
          id={meta.id}
          name={meta.name}
          rows={10}
          defaultValue={initial}
          maxLength={VACANCIES.descriptionMax}
          aria-describedby={hintId}
          className="mt-1 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2.5"
        />
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      </div>
    );
  }
  return (
    <div>
      <p id={labelId} className="block text-sm font-semibold">
        {label}
      </p>
      <div className={`mt-1 rounded-lg border bg-white ${error ? 'border-red-600' : 'border-neutral-300'}`}>
        <div
          role="toolbar"
          aria-label={t('formatting')}
          aria-controls={meta.id}
          className="flex flex-wrap items-center gap-1 border-b border-neutral-200 p-1"
        >
          {FORMATS.map(({ command, label: key, icon }) => (
            <button
              key={command}
              type="button"
              title={t(key)}
              aria-label={t(key)}
              aria-pressed={pressed[command] ?? false}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
              className={buttonClass}
            >
              {icon}
            </button>
          ))}
          <button
            type="button"
            title={t('addLink')}
            aria-label={t('addLink')}
            aria-expanded={linkOpen}
            onMouseDown={(event) => event.preventDefault()}
            onClick={openLink}
            className={buttonClass}
          >
            <Link2 aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            title={t('removeLink')}
            aria-label={t('removeLink')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run('unlink')}
            className={buttonClass}
          >
            <Unlink aria-hidden="true" className="size-4" />
          </button>
        </div>
        {linkOpen ? (
          <div className="flex flex-wrap items-center gap-2 border-b border-neutral-200 p-2">
            <label htmlFor={`${meta.id}-link`} className="text-sm">
              {t('linkAddress')}
            </label>
            <input
              id={`${meta.id}-link`}
              type="url"
              value={linkUrl}
              // biome-ignore lint/a11y/noAutofocus: the field appears because its button was pressed; focus follows.
              autoFocus
              onChange={(event) => setLinkUrl(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') setLinkOpen(false);
              }}
              className="min-w-48 flex-1 rounded-md border border-neutral-300 px-2 py-1 text-sm"
            />
            <button type="button" onClick={applyLink} className="rounded-md bg-brand px-3 py-1 text-sm font-semibold">
              {t('applyLink')}
            </button>
          </div>
        ) : null}
        {/* biome-ignore lint/a11y/useSemanticElements: a rich text editor has no native element; this is the ARIA textbox pattern. */}
        <div
          ref={editor}
          id={meta.id}
          role="textbox"
          tabIndex={0}
          contentEditable
          suppressContentEditableWarning
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={error ? `${hintId} ${meta.errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onInput={sync}
          onBlur={sync}
          onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
          className="min-h-48 px-3 py-2.5 outline-none focus-visible:ring-2 focus-visible:ring-brand-strong [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:underline [&_p]:my-2"
        />
      </div>
      <input type="hidden" name={meta.name} value={html} />
      <p id={hintId} className="mt-1 text-xs text-muted">
        {hint}
      </p>
      {error ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
