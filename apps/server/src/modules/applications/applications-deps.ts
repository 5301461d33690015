import { APPLICATIONS } from '@hushwork/contract';
import type { EventBus } from '../../platform/bus/event-bus.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Registry } from '../../platform/registry.ts';
import type { NotifyDeps } from './notify.ts';

/** What this domain's use cases use from the platform, passed in so tests control time and mail. */
/** `registry` is the app's: the files' keepers, the candidates' consent rules and the rooms are read through it. */
export type ApplicationsDeps = NotifyDeps & { db: Db; bus?: EventBus; registry: Registry };

/** A page's slice of a list, and how many pages it has (at least one, so an empty list has page 1 of 1). */
export const pagingOf = (page: number) => ({
  limit: APPLICATIONS.pageSize,
  offset: (page - 1) * APPLICATIONS.pageSize,
});
export const pagesOf = (total: number) => Math.max(1, Math.ceil(total / APPLICATIONS.pageSize));
