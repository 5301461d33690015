import { ROLES, type TUser } from '@hushwork/contract';
import { Bell, Heart, LogOut, type LucideIcon, MessageSquare, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSubmit } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';
import { avatarMenuItems } from './avatar-menu.ts';
import {
  DropdownAction,
  DropdownLabel,
  DropdownLink,
  DropdownSeparator,
  dropdownItemClass,
  HeaderDropdown,
} from './HeaderDropdown.tsx';
import { useHeaderMessages } from './use-header-messages.ts';
import { useIsLive } from './use-is-live.ts';

/** Up to 9, then "9+" (spec section 9). */
export const unreadLabel = (count: number) => (count > 9 ? '9+' : String(count));

// Narrower on phones: with the messages icon the row must still fit 360 px (and no worse than before at 320).
const iconButtonClass =
  'relative inline-flex h-9 w-8 items-center justify-center rounded-md hover:bg-neutral-100 sm:h-10 sm:w-10';
const countBadgeClass =
  'absolute right-0.5 top-0.5 min-w-4 rounded-full px-1 text-center text-[10px] font-bold leading-4 text-white';

type CountLinkProps = {
  to: string;
  /** The link's name, saying the count in words. */
  label: string;
  icon: LucideIcon;
  count: number;
  badge: { testId: string; tone: string };
};

/** A header icon leading to a page, with its count as a badge when there is one. */
function CountLink({ to, label, icon: Icon, count, badge }: CountLinkProps) {
  return (
    <Link to={to} className={iconButtonClass} aria-label={label} title={label}>
      <Icon aria-hidden="true" className="h-5 w-5" />
      {count > 0 ? (
        <span className={`${countBadgeClass} ${badge.tone}`} data-testid={badge.testId}>
          {unreadLabel(count)}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * What a signed-in user sees on the right of the header: the add-job button (companies), the bell (a company's
 * responses, a worker's offers), messages and favorites (workers and companies), and the avatar menu. Links to sections that are not live yet are left out.
 */
export function UserMenu({ user }: { user: TUser }) {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  const isCompany = user.role_id === ROLES.company;
  const isAdmin = user.role_id === ROLES.admin;
  const isLive = useIsLive();
  // The bell counts what waits for an answer (spec sections 2 and 9): a company's unread responses, a worker's
  // unread offers. Unread messages are the conversations' count, not the bell's. Its name says which page it opens.
  const notificationsPath = isCompany ? '/profile/responses' : '/profile/offers';
  const unread = isCompany ? user.unread_responses : user.unread_offers;
  const bellPage = isCompany ? 'responsesMenu' : 'offersMenu';
  const bellLabel = unread > 0 ? t(isCompany ? 'responsesCount' : 'offersCount', { count: unread }) : t(bellPage);
  return (
    <div className="flex items-center gap-0.5 sm:gap-1">
      {isCompany && isLive('/profile/add-job') ? (
        // Opens the wizard; the company's list is "My job openings" in the avatar menu.
        // Hidden on phones; a wrapper does it, as the button sets its own display.
        <span className="hidden md:inline-flex">
          <Button to={to('/profile/add-job')} className="text-sm">
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('addJob')}
          </Button>
        </span>
      ) : null}
      {!isAdmin && isLive(notificationsPath) ? (
        <CountLink
          to={to(notificationsPath)}
          label={bellLabel}
          icon={Bell}
          count={unread}
          badge={{ testId: 'unread-badge', tone: 'bg-red-700' }}
        />
      ) : null}
      {!isAdmin && isLive('/profile/conversation') ? <MessagesLink user={user} /> : null}
      {!isAdmin && isLive('/profile/favorites') ? (
        <CountLink
          to={to('/profile/favorites')}
          label={user.favorites_count > 0 ? t('favoritesCount', { count: user.favorites_count }) : t('favorites')}
          icon={Heart}
          count={user.favorites_count}
          badge={{ testId: 'favorites-badge', tone: 'bg-ink' }}
        />
      ) : null}
      <AvatarMenu user={user} />
    </div>
  );
}

/** The conversations with the unread count, kept live on every page (use-header-messages.ts). */
function MessagesLink({ user }: { user: TUser }) {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  const unread = useHeaderMessages(user);
  return (
    <CountLink
      to={to('/profile/conversation')}
      label={unread > 0 ? t('messagesCount', { count: unread }) : t('messagesMenu')}
      icon={MessageSquare}
      count={unread}
      badge={{ testId: 'messages-badge', tone: 'bg-red-700' }}
    />
  );
}

function AvatarMenu({ user }: { user: TUser }) {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  const submit = useSubmit();
  const isLive = useIsLive();
  const initials = user.name.trim().slice(0, 1).toUpperCase() || '?';
  const signOutLabel = (
    <>
      <LogOut aria-hidden="true" className="h-4 w-4" />
      {t('signOut')}
    </>
  );
  return (
    <HeaderDropdown
      testId="avatar-menu"
      triggerClassName="flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-ink font-semibold text-white"
      trigger={
        <>
          <span className="sr-only">{t('accountMenu')}</span>
          <span aria-hidden="true">{initials}</span>
        </>
      }
      panelClassName="w-60"
    >
      <DropdownLabel>{user.name}</DropdownLabel>
      {avatarMenuItems(user, isLive).map((item) => (
        <DropdownLink key={item.path} to={to(item.path)}>
          {t(item.label)}
        </DropdownLink>
      ))}
      <DropdownSeparator />
      {/* In the menu, a selected item closes it before a nested form could submit: submit from code instead. */}
      <DropdownAction
        onSelect={() => submit(null, { method: 'post', action: to('/logout') })}
        testId="sign-out"
        fallback={
          <Form method="post" action={to('/logout')}>
            <button type="submit" className={dropdownItemClass} data-testid="sign-out">
              {signOutLabel}
            </button>
          </Form>
        }
      >
        {signOutLabel}
      </DropdownAction>
    </HeaderDropdown>
  );
}
