import { ADMIN, type TModerationDecisionParsed } from '@hushwork/contract';
import type { UseCaseArgs } from './use-case.ts';

/**
 * What a domain tells the admin area about an item its moderation decision changed: whom to tell (the owner's user
 * id), what to call it in the mail, and the owner's page that shows the decision.
 */
type ModeratedItem = { id: number; owner_user_id: number | null; title: string; path: string };
type ModerationOutcome = { changed: ModeratedItem[]; not_found: number[] };

/** Each domain that moderates exports one of these; the admin module calls it and mails the owners. */
export type ModerateItems = (args: UseCaseArgs<TModerationDecisionParsed, 'clock'>) => Promise<ModerationOutcome>;

/** The ids of `asked` no row answered for. */
export const missingIds = (asked: readonly number[], found: readonly { id: number }[]) => {
  const present = new Set(found.map((row) => row.id));
  return asked.filter((id) => !present.has(id));
};

/** A search term as a `LIKE` pattern that matches it anywhere, its own `%` and `_` taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of an admin list (`ADMIN.pageSize` rows) and where it starts. */
export const adminPageOf = <T>(list: T[], total: number, page: number) => ({
  list,
  total,
  page,
  pages: Math.max(1, Math.ceil(total / ADMIN.pageSize)),
});
export const adminOffset = (page: number) => (page - 1) * ADMIN.pageSize;
