import { TELEGRAM, type TTelegramBot } from '@hushwork/contract';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import type { ButtonVariant } from '../../../../components/ui/button-class.ts';
import { Notice } from '../../../../components/ui/Notice.tsx';
import { Panel } from '../../../../components/ui/Panel.tsx';
import { StatusBadge } from '../../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../../../lib/use-locale.ts';

/**
 * Connecting the reader's account: a job seeker or employer gets their personal link (or, once linked, the link state
 * and the unlink button), a guest the bot's link and a way to sign in, an admin only the bot's link. No bot: a notice.
 */
export function ConnectPanel({ bot, isSignedIn }: { bot: TTelegramBot | null; isSignedIn: boolean }) {
  const { t } = useTranslation('Telegram');
  if (!bot)
    return (
      <Panel id="telegram-connect" title={t('connectTitle')}>
        <Notice tone="warning" title={t('unavailableTitle')} className="mt-4">
          {t('unavailable')}
        </Notice>
      </Panel>
    );
  if (bot.is_personal) return bot.is_linked ? <LinkedAccount bot={bot} /> : <PersonalLink bot={bot} />;
  return (
    <Panel id="telegram-connect" title={t('connectTitle')} lead={t(isSignedIn ? 'adminLead' : 'guestLead')}>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <OpenButton url={bot.url}>{t('openBot', { username: bot.username })}</OpenButton>
        {isSignedIn ? null : <SignInButton />}
      </div>
    </Panel>
  );
}

function OpenButton({
  url,
  variant = 'primary',
  children,
}: {
  url: string;
  variant?: ButtonVariant;
  children: string;
}) {
  return (
    <Button href={url} rel="noopener noreferrer" variant={variant} size="lg">
      <Send aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

/** Back to this page once signed in, where the button then holds the personal link. */
function SignInButton() {
  const { t } = useTranslation('Telegram');
  const to = useLocalePath();
  return (
    <Button to={`${to('/login')}?redirect=${encodeURIComponent(to('/telegram'))}`} variant="secondary" size="lg">
      {t('signIn')}
    </Button>
  );
}

function PersonalLink({ bot }: { bot: TTelegramBot }) {
  const { t } = useTranslation('Telegram');
  return (
    <Panel id="telegram-connect" title={t('connectTitle')}>
      <div className="mt-3 space-y-4">
        <p className="text-sm">
          <StatusBadge tone="neutral" testId="telegram-status">
            {t('notLinked')}
          </StatusBadge>
        </p>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{t('steps.open')}</li>
          <li>{t('steps.start')}</li>
          <li>{t('steps.done')}</li>
        </ol>
        <OpenButton url={bot.url}>{t('openPersonal')}</OpenButton>
        <p className="text-sm text-muted">{t('linkValid', { minutes: TELEGRAM.linkTokenMinutes })}</p>
      </div>
    </Panel>
  );
}

function LinkedAccount({ bot }: { bot: TTelegramBot }) {
  const { t } = useTranslation('Telegram');
  const locale = useLocale();
  const isBusy = useNavigation().state === 'submitting';
  return (
    <Panel id="telegram-connect" title={t('linkedTitle')}>
      <div className="mt-3 space-y-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge tone="good" testId="telegram-status">
            {t('linked')}
          </StatusBadge>
          {bot.linked_at ? <span>{t('linkedSince', { date: dateText(bot.linked_at, locale, 'day') })}</span> : null}
        </p>
        <p>{t('linkedLead')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <OpenButton url={bot.url}>{t('openBot', { username: bot.username })}</OpenButton>
          <Form method="post">
            <Button type="submit" variant="danger-outline" size="lg" busy={isBusy}>
              {t('unlink')}
            </Button>
          </Form>
        </div>
        <p className="text-sm text-muted">{t('relinkHint')}</p>
      </div>
    </Panel>
  );
}
