import { BriefcaseBusiness, Inbox, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button.tsx';
import { Panel } from '../../../../components/ui/Panel.tsx';
import { useLocalePath } from '../../../../lib/use-locale.ts';

/** The notification kinds the bot delivers (identity's `response`, `job_offer`, `new_message`), in the spec's order. */
const KINDS = [
  { key: 'response', Icon: Inbox },
  { key: 'offer', Icon: BriefcaseBusiness },
  { key: 'message', Icon: MessageSquare },
] as const;

/** What the bot sends, and where a person picks which of it comes to Telegram. */
export function BotKinds() {
  const { t } = useTranslation('Telegram');
  const to = useLocalePath();
  return (
    <Panel id="telegram-sends" title={t('sendsTitle')} lead={t('sendsLead')}>
      <ul className="mt-4 space-y-4">
        {KINDS.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-ink">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div>
              <p className="font-semibold">{t(`sends.${key}.title`)}</p>
              <p className="text-sm text-muted">{t(`sends.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-5 border-t border-neutral-100 pt-4 text-sm text-muted">{t('choosePerKind')}</p>
      <Button to={to('/profile/notifications')} variant="secondary" size="sm" className="mt-3">
        {t('notificationSettings')}
      </Button>
    </Panel>
  );
}
