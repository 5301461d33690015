import { MESSAGING } from '@hushwork/contract';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData } from 'react-router';
import { useHydrated } from '../../../../components/ui/use-hydrated.ts';

type Props = { roomId: number; onSend(text: string): Promise<string | null> };

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. Once the page's script runs it sends from the
 * browser (busy while it goes, the API's refusal shown under the field, the text kept); before, it posts to the action.
 */
export function Composer({ roomId, onSend }: Props) {
  const { t } = useTranslation('Messaging');
  const isHydrated = useHydrated();
  const reply = useActionData<{ ok: boolean; message: string | null }>();
  const [text, setText] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = refusal ?? (reply && !reply.ok ? reply.message : null);

  const send = async () => {
    if (isBusy || text.trim() === '') return;
    setIsBusy(true);
    setRefusal(null);
    const failure = await onSend(text);
    setIsBusy(false);
    if (failure === null) setText('');
    else setRefusal(failure);
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
      {shown ? (
        <p id="message-error" role="alert" className="text-sm text-red-700">
          {shown}
        </p>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-2">
        <p id="message-hint" className="text-xs text-muted">
          {t('page.hint')}
        </p>
        <button
          type="submit"
          disabled={isBusy}
          className="rounded-md bg-brand px-4 py-2 font-semibold text-neutral-900 disabled:opacity-60"
        >
          {isBusy ? t('page.sending') : t('page.send')}
        </button>
      </div>
    </Form>
  );
}
