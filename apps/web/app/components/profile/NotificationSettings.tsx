import { isNotificationOnByDefault } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { NotificationKind, NotificationSetting } from '../../lib/load-notifications.server.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/fields/FormParts.tsx';
import { CHOICE_CLASS } from '../ui/fields/field-meta.ts';
import { Panel } from '../ui/Panel.tsx';

/** Which e-mails and Telegram messages the user wants; account mails always go and are not listed. */
export function NotificationSettings({
  kinds,
  settings,
}: {
  kinds: NotificationKind[];
  settings: NotificationSetting[];
}) {
  const { t } = useTranslation('Profile');
  const to = useLocalePath();
  const fetcher = useFetcher<{ ok: boolean; message: string | null }>();
  const formRef = useFocusFirstInvalid(fetcher.data);
  const isOn = (kind: string, channel: string) =>
    settings.find((s) => s.kind === kind && s.channel === channel)?.is_enabled ?? isNotificationOnByDefault(kind);
  return (
    <Panel id="notifications-title" title={t('notificationsTitle')} className="mt-8">
      <fetcher.Form method="post" action={to('/profile/notifications')} className="mt-4" ref={formRef}>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-2 font-normal">
                <span className="sr-only">{t('notificationsTitle')}</span>
              </th>
              <th scope="col" className="py-2 text-center font-normal">
                {t('channelEmail')}
              </th>
              <th scope="col" className="py-2 text-center font-normal">
                {t('channelTelegram')}
              </th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind.kind} className="border-t border-neutral-100">
                <th scope="row" className="py-2 text-left font-normal">
                  {kind.name}
                </th>
                {['email', 'telegram'].map((channel) => (
                  <td key={channel} className="py-2 text-center">
                    <input type="hidden" name="shown" value={`${kind.kind}:${channel}`} />
                    <input
                      type="checkbox"
                      name="setting"
                      value={`${kind.kind}:${channel}`}
                      defaultChecked={isOn(kind.kind, channel)}
                      aria-label={`${kind.name}: ${channel === 'email' ? t('channelEmail') : t('channelTelegram')}`}
                      className={CHOICE_CLASS}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {fetcher.data?.ok ? (
          <FormAlert tone="success" message={t('saved')} />
        ) : (
          <FormAlert message={fetcher.data?.message} />
        )}
        <Button type="submit" busy={fetcher.state !== 'idle'} className="mt-4">
          {t('save')}
        </Button>
      </fetcher.Form>
    </Panel>
  );
}
