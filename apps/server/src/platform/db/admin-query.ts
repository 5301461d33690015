import type { TAdminListQuery, TDecisionStatus } from '@hushwork/contract';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../moderation.ts';

/** How an admin list filters and orders one table: its status column, the columns a search reads, its sort keys. */
export type AdminListShape = {
  id: PgColumn;
  status: PgColumn;
  search: readonly PgColumn[];
  sorts: Readonly<Record<string, PgColumn>>;
};

/** The status asked for (every status when none) and the search term in any of the searched columns. */
export function adminWhere(shape: AdminListShape, query: TAdminListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(shape.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(...shape.search.map((column) => ilike(column, pattern))) as SQL);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The asked order (newest first by default), the id breaking ties so pages never overlap. */
export function adminOrder(shape: AdminListShape, query: TAdminListQuery): SQL[] {
  const column = (query.sort && shape.sorts[query.sort]) || shape.id;
  return [query.dir === 'asc' ? asc(column) : desc(column), desc(shape.id)];
}

/** The note a decision leaves: a rejection's reason, cleared by any other decision. */
export const noteOf = (status: TDecisionStatus, reason: string | undefined) =>
  status === 'rejected' ? (reason ?? null) : null;
