import { MESSAGING } from '@hushwork/contract';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import { useHydrated } from '../../../../components/ui/use-hydrated.ts';
import { useTextTypedEarly } from '../../../../lib/use-text-typed-early.ts';
import { TemplatePicker } from './TemplatePicker.tsx';

export type SendOptions = { save_as_template: boolean };

type Props = {
  roomId: number;
  onSend(text: string, options: SendOptions): Promise<string | null>;
  /** A company member's "save as template" and saved templates (candidates and outstaff rooms have none). */
  canUseTemplates?: boolean;
};

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. Once the page's script runs it sends from the
 * browser (busy while it goes, the API's refusal shown under the field, the text kept); before, it posts to the action.
 * A company member may keep the message as a template too (a plain checkbox, posted without JavaScript as well) and,
 * once the script runs, pick one of the saved ones into the field.
 */
export function Composer({ roomId, onSend, canUseTemplates = false }: Props) {
  const { t } = useTranslation('Messaging');
  const isHydrated = useHydrated();
  const reply = useActionData<{ ok: boolean; message: string | null }>();
  const [text, setText] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSavingTemplate, setIsSavingTemplate] = useState(false);
  const [savedCount, setSavedCount] = useState(0);
  const field = useRef<HTMLTextAreaElement>(null);
  useTextTypedEarly(field, setText);
  const shown = refusal ?? (reply && !reply.ok ? reply.message : null);

  const send = async () => {
    if (isBusy || text.trim() === '') return;
    setIsBusy(true);
    setRefusal(null);
    const failure = await onSend(text, { save_as_template: isSavingTemplate });
    setIsBusy(false);
    if (failure !== null) return setRefusal(failure);
    setText('');
    if (isSavingTemplate) {
      setIsSavingTemplate(false);
      setSavedCount((n) => n + 1);
    }
  };
  const insertTemplate = (template: string) => {
    setText(template);
    setRefusal(null);
    field.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    if (!isHydrated) return;
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Form method="post" onSubmit={onSubmit} className="border-t border-neutral-200 p-3" aria-busy={isBusy}>
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="room_id" value={roomId} />
      <label htmlFor="message-text" className="sr-only">
        {t('page.yourMessage')}
      </label>
      <textarea
        ref={field}
        id="message-text"
        name="text"
        rows={3}
        maxLength={MESSAGING.textMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('page.yourMessage')}
        aria-describedby={shown ? 'message-hint message-error' : 'message-hint'}
        aria-invalid={shown ? true : undefined}
        className="w-full resize-y rounded-md border border-neutral-300 p-2"
      />
      {canUseTemplates ? (
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="save_as_template"
              value="1"
              checked={isSavingTemplate}
              onChange={(event) => setIsSavingTemplate(event.target.checked)}
              className="size-4 accent-neutral-900"
            />
            {t('page.saveAsTemplate')}
          </label>
          {isHydrated ? <TemplatePicker onUse={insertTemplate} savedCount={savedCount} /> : null}
        </div>
      ) : null}
      {shown ? (
        <p id="message-error" role="alert" className="text-sm text-red-700">
          {shown}
        </p>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-2">
        <p id="message-hint" className="text-xs text-muted">
          {t('page.hint')}
        </p>
        <Button type="submit" busy={isBusy} busyLabel={t('page.sending')}>
          {t('page.send')}
        </Button>
      </div>
    </Form>
  );
}
