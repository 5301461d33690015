import type { AppLoadContext } from 'react-router';
import { localeOfParams } from './locale-of.ts';

export type NotificationKind = { kind: string; name: string; channels: string[] };
export type NotificationSetting = { kind: string; channel: string; is_enabled: boolean };

export async function loadNotifications({ params, context }: { params: { lang?: string }; context: AppLoadContext }) {
  const locale = localeOfParams(params);
  const [kinds, mine] = await Promise.all([
    context.api<{ data: { list: NotificationKind[] } }>('/api/settings/notifications', { locale }),
    context.api<{ data: { list: NotificationSetting[] } }>('/api/me/notifications', { locale }),
  ]);
  if (kinds.status !== 200 || mine.status !== 200) return null;
  return { kinds: kinds.body.data.list, settings: mine.body.data.list };
}
