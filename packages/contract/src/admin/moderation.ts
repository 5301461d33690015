import { z } from 'zod';
import { ADMIN } from '../constants.ts';
import { dataOf } from '../envelope.ts';
import { zId } from '../validation.ts';

export const ZDecisionStatus = z.enum(ADMIN.moderationStatuses);
export type TDecisionStatus = z.infer<typeof ZDecisionStatus>;

/** The items one decision or flag change is about: each id once, however often it was ticked. */
const zIds = z
  .array(zId)
  .min(1, { error: 'validation:required' })
  .max(ADMIN.decisionIdsMax)
  .transform((ids) => [...new Set(ids)]);

/**
 * A moderation decision on many items of one queue. A rejection says why (the owner reads it on their page and in
 * their mail); the reason of any other decision is ignored, as the item has nothing left to fix.
 */
export const ZModerationDecision = z
  .object({
    ids: zIds,
    status: ZDecisionStatus,
    reason: z
      .string()
      .trim()
      .max(ADMIN.reasonMax)
      .optional()
      .transform((value) => value || undefined),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], params: { i18n: 'rejectionReason' } });
    }
  })
  .meta({ id: 'ModerationDecision' });
export type TModerationDecision = z.input<typeof ZModerationDecision>;
export type TModerationDecisionParsed = z.output<typeof ZModerationDecision>;

/** Turns one flag (`vip`, `top`, `safe`) on or off for many items. */
export const flagRequestOf = <K extends string>(flag: K) =>
  z.object({ ids: zIds, [flag]: z.boolean() } as { ids: typeof zIds } & { [P in K]: z.ZodBoolean });

export const ZVacancyVipRequest = flagRequestOf('vip');
export const ZVacancyTopRequest = flagRequestOf('top');
export const ZCompanySafeRequest = flagRequestOf('safe');
/** `POST admin/companies/{id}/vip-vacancies`: whether the company may promote vacancies to VIP. */
export const ZVipVacanciesRequest = z.object({ status: z.boolean() });

/** Which of the asked ids changed and which do not exist; asking again for the same status changes them again. */
export const ZBulkOutcome = dataOf(
  z.object({ changed: z.array(z.number().int()), not_found: z.array(z.number().int()) }).meta({ id: 'BulkOutcome' }),
);
export type TBulkOutcome = z.infer<typeof ZBulkOutcome>['data'];

export const ZAdminItemParams = z.object({ id: zId });

/**
 * An admin list's query as its address holds it: a search, the moderation status (every status when absent), one of
 * the list's sort keys with its direction, and the page.
 */
export const adminListQueryOf = <const S extends readonly [string, ...string[]]>(sorts: S) =>
  z.object({
    q: z
      .string()
      .trim()
      .max(ADMIN.searchMax)
      .optional()
      .transform((value) => value || undefined),
    status: z.preprocess((value) => (value === '' ? undefined : value), ZDecisionStatus.optional()),
    sort: z.preprocess((value) => (value === '' ? undefined : value), z.enum(sorts).optional()),
    dir: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(ADMIN.pageMax).default(1),
  });

/** The query every admin list reads, with the sort key as a plain string (each list names its own keys). */
export type TAdminListQuery = {
  q?: string;
  status?: TDecisionStatus;
  sort?: string;
  dir: 'asc' | 'desc';
  page: number;
};

/** What every admin list row that passes moderation carries. */
export const zModerated = {
  moderation_status: ZDecisionStatus,
  /** Why it was rejected, while it is; null otherwise. */
  moderation_note: z.string().nullable(),
  created_at: z.string(),
};
