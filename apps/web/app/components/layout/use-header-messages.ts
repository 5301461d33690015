import type { TUser } from '@hushwork/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isConversationPath, useUnreadMessages } from '../messaging/unread-messages.ts';
import { useTitleAlert } from '../messaging/use-title-alert.ts';

type Watcher = typeof import('../messaging/unread-watcher.ts');
let watcher: Promise<Watcher> | null = null;
const loadWatcher = () => {
  watcher ??= import('../messaging/unread-watcher.ts').catch((error: unknown) => {
    watcher = null;
    throw error;
  });
  return watcher;
};

/**
 * The header's unread messages, live on every page (spec sections 4 and 9): after hydration the socket's code loads
 * on its own (out of the first-load JavaScript), keeps the count and beeps, and the title alerts while any are
 * unread. The conversation pages have their own socket and title alert and tell the header their count instead.
 */
export function useHeaderMessages(user: TUser): number {
  const { t } = useTranslation('Header');
  const { pathname } = useLocation();
  const isConversationPage = isConversationPath(pathname);
  const unread = useUnreadMessages(user, isConversationPage);
  useTitleAlert(isConversationPage ? 0 : unread, t('newMessages', { n: unread }));

  useEffect(() => {
    if (isConversationPage) {
      void watcher?.then((module) => module.stopWatching()).catch(() => {});
      return;
    }
    let release: (() => void) | null = null;
    let isCancelled = false;
    loadWatcher().then(
      (module) => {
        if (!isCancelled) release = module.watchUnreadMessages(user.id);
      },
      // Not loaded (offline, or a deploy removed the chunk): the badge keeps the loader's count.
      () => {},
    );
    return () => {
      isCancelled = true;
      release?.();
    };
  }, [isConversationPage, user.id]);

  return unread;
}
