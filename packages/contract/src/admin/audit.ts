import { z } from 'zod';
import { ADMIN } from '../constants.ts';
import { pagedListOf } from '../envelope.ts';
import { zId } from '../validation.ts';

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);
const zDay = z.preprocess(emptyAsAbsent, z.iso.date().optional());

/**
 * `GET admin/audit-log`: who did it, what, to which target, between two days (both included, UTC), newest first.
 */
export const ZAuditLogQuery = z.object({
  actor_id: z.preprocess(emptyAsAbsent, zId.optional()),
  action: z.preprocess(emptyAsAbsent, z.string().trim().max(ADMIN.searchMax).optional()),
  target_type: z.preprocess(emptyAsAbsent, z.string().trim().max(ADMIN.searchMax).optional()),
  target_id: z.preprocess(emptyAsAbsent, zId.optional()),
  from: zDay,
  to: zDay,
  page: z.coerce.number().int().min(1).max(ADMIN.pageMax).default(1),
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;
export type TAuditLogQueryParsed = z.output<typeof ZAuditLogQuery>;

/** One thing an admin did, as it was written: never changed afterwards. */
export const ZAuditEntry = z
  .object({
    id: z.number().int(),
    actor_id: z.number().int(),
    /** The admin's name now; empty when the account is gone. */
    actor_name: z.string(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.number().int().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditLogPage = pagedListOf(ZAuditEntry);
