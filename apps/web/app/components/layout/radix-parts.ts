// Everything the header menus take from Radix, in one chunk that menu-parts.ts loads after the first paint.
export * as Dialog from '@radix-ui/react-dialog';
export * as DropdownMenu from '@radix-ui/react-dropdown-menu';
export * as Popover from '@radix-ui/react-popover';
