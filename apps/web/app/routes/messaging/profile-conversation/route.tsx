import { roleNameOf } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { useAnnounceUnreadMessages } from '../../../components/messaging/unread-messages.ts';
import { useTitleAlert } from '../../../components/messaging/use-title-alert.ts';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { CONVERSATION_PATH, OUTSTAFF_PATH } from './components/paths.ts';
import { RoomList } from './components/RoomList.tsx';
import { Thread } from './components/Thread.tsx';
import { useConversation } from './components/use-conversation.ts';
import { loadConversation, submitConversation } from './conversation.server.ts';

export const handle = { i18n: ['Messaging'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadConversation(args);
export const action = (args: Route.ActionArgs) => submitConversation(args);

/**
 * /profile/conversation/{id?} and /profile/conversation/outstaff/{id?} (spec sections 2 and 4): the rooms beside the
 * open thread on wide screens, one or the other below 768 px; live over the realtime socket.
 */
export default function ConversationPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation('Messaging');
  const to = useLocalePath();
  const basePath = data.isOutstaff ? OUTSTAFF_PATH : CONVERSATION_PATH;
  const live = useConversation(
    { rooms: data.rooms?.list ?? [], unreadMessages: data.unreadMessages, thread: data.thread },
    t('page.sendFailed'),
  );
  useTitleAlert(live.unread, t('page.newMessages', { n: live.unread }));
  useAnnounceUnreadMessages(live.unread);
  const title = data.isOutstaff ? t('page.outstaffTitle') : t('page.title');
  const query = data.archived ? '?archived=1' : '';
  const isOpen = data.thread !== null;
  return (
    <DefaultLayout viewer={roleNameOf(data.user.role_id)}>
      <PageMeta title={title} />
      <div className="page-container-wide py-6">
        <h1 className="mb-4 text-2xl font-bold">{title}</h1>
        {data.refusal !== null ? (
          <p className="rounded-2xl border border-neutral-200 bg-white p-4">{data.refusal}</p>
        ) : (
          <div className="overflow-hidden rounded-2xl border border-neutral-200 bg-white md:grid md:grid-cols-[320px_minmax(0,1fr)]">
            <div className={`md:border-r md:border-neutral-200 ${isOpen ? 'hidden md:block' : ''}`}>
              <RoomList
                rooms={live.rooms}
                basePath={basePath}
                openRoomId={data.thread?.room.id ?? null}
                archived={data.archived}
              />
              {data.rooms && data.rooms.pages > data.rooms.page ? (
                <Link
                  to={`${to(basePath)}?${data.archived ? 'archived=1&' : ''}page=${data.rooms.page + 1}`}
                  className="block p-3 text-center text-sm underline"
                >
                  {t('page.moreRooms')}
                </Link>
              ) : null}
            </div>
            <div className={isOpen ? '' : 'hidden md:block'}>
              {data.thread ? (
                <Thread
                  key={data.thread.room.id}
                  room={data.thread.room}
                  messages={live.messages}
                  hasEarlier={live.hasEarlier}
                  isLoadingEarlier={live.isLoadingEarlier}
                  earlierError={live.earlierError}
                  onLoadEarlier={live.loadEarlier}
                  onSend={live.send}
                  backTo={`${to(basePath)}${query}`}
                  canUseTemplates={roleNameOf(data.user.role_id) === 'company' && !data.isOutstaff}
                  canOpenProfile={roleNameOf(data.user.role_id) === 'worker' && !data.isOutstaff}
                />
              ) : (
                <p className="flex min-h-[40vh] items-center justify-center p-6 text-muted">{t('page.chooseRoom')}</p>
              )}
            </div>
          </div>
        )}
      </div>
    </DefaultLayout>
  );
}
