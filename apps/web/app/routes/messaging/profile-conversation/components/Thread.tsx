import type { TMessage, TRoom } from '@hushwork/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import { dateText } from '../../../../lib/dates.ts';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import { Composer, type SendOptions } from './Composer.tsx';
import { counterpartOf } from './room-names.ts';

type Props = {
  room: TRoom;
  messages: TMessage[];
  hasEarlier: boolean;
  isLoadingEarlier: boolean;
  earlierError: string | null;
  onLoadEarlier(): void;
  onSend(text: string, options: SendOptions): Promise<string | null>;
  backTo: string;
  canUseTemplates: boolean;
  /** The reader is the candidate themself (not an admin for an outstaffer): they may open their profile from here. */
  canOpenProfile: boolean;
};

/** One conversation: earlier messages loaded upward on request, each with its time and the read receipt of one's own. */
export function Thread({
  room,
  messages,
  hasEarlier,
  isLoadingEarlier,
  earlierError,
  onLoadEarlier,
  onSend,
  backTo,
  canUseTemplates,
  canOpenProfile,
}: Props) {
  const { t, i18n } = useTranslation('Messaging');
  const to = useLocalePath();
  const scroller = useRef<HTMLElement>(null);
  const lastId = messages[messages.length - 1]?.id;
  // A new last message (sent, received, caught up) scrolls to it; earlier ones loaded above leave the view where it is.
  useEffect(() => {
    if (lastId !== undefined && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [lastId]);
  return (
    <section aria-labelledby="thread-title" className="flex min-h-[60vh] flex-col">
      <header className="flex items-center gap-3 border-b border-neutral-200 p-3">
        <Link to={backTo} className="text-sm underline md:hidden">
          {t('page.back')}
        </Link>
        <div>
          <h2 id="thread-title" className="font-semibold">
            {counterpartOf(room)}
          </h2>
          {room.side === 'company' && !room.candidate.is_opened ? (
            <p className="text-xs text-muted">{t('page.anonymous')}</p>
          ) : null}
          {room.side === 'candidate' && room.company.slug ? (
            <Link to={to(`/company/${room.company.slug}`)} className="text-xs underline">
              {t('page.companyPage')}
            </Link>
          ) : null}
        </div>
      </header>
      {canOpenProfile && room.side === 'candidate' && !room.candidate.is_opened ? <OpenProfile room={room} /> : null}
      <section
        ref={scroller}
        // Focusable, so the history scrolls from the keyboard too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        aria-label={t('page.messages')}
        className="flex-1 space-y-3 overflow-y-auto p-3 md:max-h-[65vh]"
      >
        {hasEarlier ? (
          <div className="text-center">
            <Button
              variant="secondary"
              size="sm"
              onClick={onLoadEarlier}
              busy={isLoadingEarlier}
              busyLabel={t('page.loading')}
            >
              {t('page.loadEarlier')}
            </Button>
            {earlierError ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {earlierError}
              </p>
            ) : null}
          </div>
        ) : null}
        {messages.length === 0 ? <p className="text-center text-sm text-muted">{t('page.noMessages')}</p> : null}
        <ol aria-label={t('page.messages')} aria-live="polite" className="space-y-3">
          {messages.map((message) => (
            <li key={message.id} className={`flex ${message.is_mine ? 'justify-end' : 'justify-start'}`}>
              <div
                className={`max-w-[80%] rounded-2xl px-3 py-2 ${message.is_mine ? 'bg-brand-soft' : 'border border-neutral-200 bg-white'}`}
              >
                {message.author_name && !message.is_mine ? (
                  <p className="text-xs font-semibold">{message.author_name}</p>
                ) : null}
                <p className="whitespace-pre-wrap break-words">{message.text}</p>
                <p className="mt-1 text-right text-xs text-muted">
                  <time dateTime={message.created_at}>{dateText(message.created_at, i18n.language, 'dateTime')}</time>
                  {message.is_mine ? ` · ${message.is_read ? t('page.read') : t('page.sent')}` : null}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <Composer roomId={room.id} onSend={onSend} canUseTemplates={canUseTemplates} />
    </section>
  );
}

/**
 * For a candidate the company knows only anonymously (an anonymous application): says so, and opens the profile to
 * the room's company in one click, a plain form that works before the page's script runs.
 */
function OpenProfile({ room }: { room: TRoom }) {
  const { t } = useTranslation('Messaging');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'open_profile';
  const company = room.company.name;
  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-wrap items-center gap-2 border-b border-neutral-200 bg-brand-soft px-3 py-2 text-sm"
      data-testid="open-profile"
    >
      <p id="open-profile-why">{t('page.notOpenedToCompany', { company })}</p>
      <input type="hidden" name="room_id" value={room.id} />
      <input type="hidden" name="company_id" value={room.company.id} />
      <Button
        type="submit"
        name="intent"
        value="open_profile"
        variant="secondary"
        size="sm"
        busy={busy}
        aria-describedby="open-profile-why"
      >
        {t('page.openProfile', { company })}
      </Button>
    </Form>
  );
}
