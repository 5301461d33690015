/**
 * The admin lists that leave as CSV: the page each is on, and its name (the file's too). `routes.ts` makes a
 * `<page>/export` route of each, served by this folder's one `route.ts`; `list-export.server.ts` holds each one's
 * call and columns. A new list is one entry here and one there.
 */
export const EXPORTED_LISTS = [
  { page: 'admin/users', list: 'users' },
  { page: 'admin/employers', list: 'employers' },
  { page: 'admin/admins', list: 'admins' },
  { page: 'admin/messages', list: 'messages' },
  { page: 'admin/audit-log', list: 'audit-log' },
  { page: 'admin/settings', list: 'specializations' },
  { page: 'admin/settings/community-skills', list: 'community-skills' },
] as const;

export type ExportedList = (typeof EXPORTED_LISTS)[number]['list'];

/** The list whose export the path asks for, with or without a language prefix. */
export const exportedListAt = (pathname: string): ExportedList | undefined =>
  EXPORTED_LISTS.find(({ page }) => pathname.endsWith(`/${page}/export`))?.list;
