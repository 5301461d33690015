import type * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import { createContext, type ReactNode, useContext } from 'react';
import { Link, type LinkProps } from 'react-router';
import { MenuDisclosure, useMenuHandOver } from './MenuDisclosure.tsx';

/** The Radix menu the items render inside once its code is here; null inside the plain disclosure. */
const InMenu = createContext<typeof RadixDropdownMenu | null>(null);

const dropdownPanelClass =
  'z-30 min-w-44 max-w-[calc(100vw-1rem)] rounded-lg border border-neutral-200 bg-white p-1 shadow-lg focus:outline-none';
export const dropdownItemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-brand-soft data-[highlighted]:bg-brand-soft focus-visible:bg-brand-soft';

type HeaderDropdownProps = {
  /** What the trigger shows; give it an accessible name (visible text or an sr-only span). */
  trigger: ReactNode;
  triggerClassName: string;
  children: ReactNode;
  testId?: string;
  align?: 'start' | 'end';
  panelClassName?: string;
};

/**
 * A header menu. Server-rendered as a <details> disclosure, so its links work before the scripts load and crawlers
 * see them; once its code is here (menu-parts.ts) it is a Radix menu: arrow keys move between items, Escape, an
 * outside click or choosing an item closes it, and Escape gives focus back to the trigger. Radix mounts only in the
 * browser, so its generated ids never have to match a server render.
 */
export function HeaderDropdown({
  trigger,
  triggerClassName,
  children,
  testId,
  align = 'end',
  panelClassName,
}: HeaderDropdownProps) {
  const { parts, open, setOpen, trigger: triggerRef, disclosure } = useMenuHandOver();
  if (!parts) {
    return (
      <MenuDisclosure
        className="relative"
        testId={testId}
        summaryClassName={triggerClassName}
        summary={trigger}
        {...disclosure}
      >
        <div
          className={`absolute mt-2 ${align === 'end' ? 'right-0' : 'left-0'} ${dropdownPanelClass} ${panelClassName ?? ''}`}
        >
          {children}
        </div>
      </MenuDisclosure>
    );
  }
  const { DropdownMenu } = parts;
  return (
    <div className="relative" data-testid={testId}>
      {/* Not modal: a click outside closes the menu and still reaches what it was aimed at. */}
      <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
        <DropdownMenu.Trigger ref={triggerRef} className={triggerClassName}>
          {trigger}
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align={align} sideOffset={8} className={`${dropdownPanelClass} ${panelClassName ?? ''}`}>
          <InMenu.Provider value={DropdownMenu}>{children}</InMenu.Provider>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}

/** A link item of a header menu. */
export function DropdownLink({ className, ...props }: LinkProps) {
  const Menu = useContext(InMenu);
  const link = <Link {...props} className={`${dropdownItemClass} ${className ?? ''}`} />;
  return Menu ? <Menu.Item asChild>{link}</Menu.Item> : link;
}

/** An action item; `fallback` is what the server render shows instead (a form that works without scripts). */
export function DropdownAction({
  onSelect,
  children,
  fallback,
  testId,
}: {
  onSelect: () => void;
  children: ReactNode;
  fallback: ReactNode;
  testId?: string;
}) {
  const Menu = useContext(InMenu);
  if (!Menu) return fallback;
  return (
    <Menu.Item onSelect={onSelect} className={dropdownItemClass} data-testid={testId}>
      {children}
    </Menu.Item>
  );
}

export function DropdownSeparator() {
  const Menu = useContext(InMenu);
  return Menu ? <Menu.Separator className="my-1 h-px bg-neutral-200" /> : <hr className="my-1 border-neutral-200" />;
}

/** A heading inside the menu that is not an item (the user's name, for instance). */
export function DropdownLabel({ children }: { children: ReactNode }) {
  const Menu = useContext(InMenu);
  const className = 'truncate px-3 py-2 text-sm font-semibold';
  return Menu ? <Menu.Label className={className}>{children}</Menu.Label> : <p className={className}>{children}</p>;
}
