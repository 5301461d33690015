import type { TRoom } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Tabs } from '../../../../components/ui/Tabs.tsx';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import { counterpartOf } from './room-names.ts';

type Props = {
  rooms: TRoom[];
  basePath: string;
  openRoomId: number | null;
  archived: boolean;
};

/**
 * The reader's conversations, newest first: with whom, the last message, the unread count; archive or restore posts
 * to the page's action (the list reloads after it).
 */
export function RoomList({ rooms, basePath, openRoomId, archived }: Props) {
  const { t } = useTranslation('Messaging');
  const to = useLocalePath();
  const query = archived ? '?archived=1' : '';
  return (
    <div>
      <Tabs
        label={t('page.tabsLabel')}
        className="border-b border-neutral-200 p-2"
        tabs={[
          { to: to(basePath), label: t('page.active'), isCurrent: !archived },
          { to: `${to(basePath)}?archived=1`, label: t('page.archived'), isCurrent: archived },
        ]}
      />
      {rooms.length === 0 ? (
        <p className="p-4 text-sm text-muted">{archived ? t('page.noArchived') : t('page.noRooms')}</p>
      ) : (
        <ul className="divide-y divide-neutral-200">
          {rooms.map((room) => (
            <li key={room.id} className={`flex items-start gap-2 p-3 ${room.id === openRoomId ? 'bg-brand-soft' : ''}`}>
              <Link
                to={`${to(`${basePath}/${room.id}`)}${query}`}
                aria-current={room.id === openRoomId ? 'page' : undefined}
                className="min-w-0 flex-1"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold">{counterpartOf(room)}</span>
                  {room.unread_count > 0 ? (
                    <span className="rounded-full bg-brand px-2 text-xs font-semibold text-neutral-900">
                      <span className="sr-only">{t('page.unread')} </span>
                      {room.unread_count}
                    </span>
                  ) : null}
                </span>
                <span className="block truncate text-sm text-muted">
                  {room.last_message
                    ? `${room.last_message.is_mine ? `${t('page.you')}: ` : ''}${room.last_message.text}`
                    : t('page.noMessagesYet')}
                </span>
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value={archived ? 'unarchive' : 'archive'} />
                <input type="hidden" name="room_id" value={room.id} />
                <button
                  type="submit"
                  className="rounded-md px-2 py-1 text-xs text-muted hover:bg-neutral-100"
                  aria-label={`${archived ? t('page.unarchive') : t('page.archive')}: ${counterpartOf(room)}`}
                >
                  {archived ? t('page.unarchive') : t('page.archive')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
