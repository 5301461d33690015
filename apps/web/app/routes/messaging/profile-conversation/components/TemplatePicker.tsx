import { messaging, type TMessageTemplate } from '@hushwork/contract';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../lib/api.ts';
import { browserApi } from '../../../../lib/api-client.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { excerptOf } from './template-excerpt.ts';

type Props = {
  /** Puts a template's text into the message field. */
  onUse(text: string): void;
  /** Grows each time a message is saved as a template, so an open list loads again and shows it. */
  savedCount: number;
};

type Templates =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; list: TMessageTemplate[] };

const buttonClass =
  'rounded-md border border-neutral-300 px-2 py-1 text-sm hover:bg-neutral-100 disabled:opacity-60 aria-disabled:opacity-60';

/**
 * A company member's saved templates, behind a disclosure button beside the message field: loaded from the browser
 * each time it opens (only a page whose script runs shows it), each one put into the field or deleted. Escape or a
 * click elsewhere closes it, and the focus goes back to its button.
 */
export function TemplatePicker({ onUse, savedCount }: Props) {
  const { t } = useTranslation('Messaging');
  const locale = useLocale();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [templates, setTemplates] = useState<Templates>({ status: 'loading' });
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) or a newly saved template loads again.
  useEffect(() => {
    if (!isOpen) return;
    const controller = new AbortController();
    const failed = t('page.templatesFailed');
    setTemplates({ status: 'loading' });
    callApi(browserApi, messaging.listTemplates, { locale, signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setTemplates(
          answer.ok
            ? { status: 'ready', list: answer.data.list }
            : { status: 'failed', message: answer.error.message || failed },
        );
      },
      () => {
        if (!controller.signal.aborted) setTemplates({ status: 'failed', message: failed });
      },
    );
    return () => controller.abort();
  }, [isOpen, attempt, savedCount, locale, t]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
    }
  };
  const open = () => {
    setDeleteError(null);
    setNotice('');
    setIsOpen((current) => !current);
  };
  const pick = (template: TMessageTemplate) => {
    setIsOpen(false);
    onUse(template.text);
  };

  async function remove(template: TMessageTemplate) {
    if (deletingId !== null) return;
    setDeletingId(template.id);
    setDeleteError(null);
    setNotice('');
    const answer = await callApi(browserApi, messaging.deleteTemplate, { params: { id: template.id }, locale }).catch(
      () => null,
    );
    setDeletingId(null);
    // Already gone (deleted from another tab) is what was asked for.
    if (!answer?.ok && answer?.error.code !== 'TEMPLATE_NOT_FOUND') {
      setDeleteError(answer?.error.message || t('page.deleteTemplateFailed'));
      return;
    }
    setTemplates((current) =>
      current.status === 'ready'
        ? { status: 'ready', list: current.list.filter((item) => item.id !== template.id) }
        : current,
    );
    setNotice(t('page.templateDeleted'));
    // Its buttons are gone with it: the focus stays in the list rather than falling back to the page's start.
    panel.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the picker closes it (a keyboard twin of the outside click).
    <div ref={root} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={open}
        className={buttonClass}
      >
        {t('page.templates')}
      </button>
      <section
        ref={panel}
        id={panelId}
        tabIndex={-1}
        hidden={!isOpen}
        aria-label={t('page.templatesTitle')}
        className="absolute right-0 bottom-full z-10 mb-2 max-h-72 w-80 max-w-[calc(100vw-3rem)] overflow-y-auto rounded-xl border border-neutral-200 bg-white p-3 shadow-lg"
      >
        <h3 className="mb-2 text-sm font-semibold">{t('page.templatesTitle')}</h3>
        <p role="status" className="sr-only">
          {notice}
        </p>
        {deleteError ? (
          <p role="alert" className="mb-2 text-sm text-red-700">
            {deleteError}
          </p>
        ) : null}
        {templates.status === 'loading' ? <p className="text-sm text-muted">{t('page.loading')}</p> : null}
        {templates.status === 'failed' ? (
          <div className="text-sm">
            <p role="alert" className="text-red-700">
              {templates.message}
            </p>
            <button type="button" onClick={() => setAttempt((n) => n + 1)} className={`mt-2 ${buttonClass}`}>
              {t('page.retryTemplates')}
            </button>
          </div>
        ) : null}
        {templates.status === 'ready' && templates.list.length === 0 ? (
          <p className="text-sm text-muted">{t('page.noTemplates')}</p>
        ) : null}
        {templates.status === 'ready' && templates.list.length > 0 ? (
          <ul aria-label={t('page.templatesTitle')} className="divide-y divide-neutral-200">
            {templates.list.map((template) => {
              const excerpt = excerptOf(template.text);
              const deleteWord = deletingId === template.id ? t('page.deletingTemplate') : t('page.deleteTemplate');
              return (
                <li key={template.id} className="py-2">
                  <p className="line-clamp-3 text-sm break-words whitespace-pre-wrap">{template.text}</p>
                  <div className="mt-1 flex justify-end gap-2">
                    <button
                      type="button"
                      onClick={() => pick(template)}
                      aria-label={`${t('page.useTemplate')}: ${excerpt}`}
                      className={buttonClass}
                    >
                      {t('page.useTemplate')}
                    </button>
                    <button
                      type="button"
                      onClick={() => void remove(template)}
                      // Not `disabled`: the pressed button keeps the focus while its template goes.
                      aria-disabled={deletingId !== null || undefined}
                      aria-label={`${deleteWord}: ${excerpt}`}
                      className={buttonClass}
                    >
                      {deleteWord}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
