import {
  type Locale,
  type TImportReason,
  type TImportReasonCode,
  type TImportRow,
  ZDjinniRecruiterRow,
} from '@hushwork/contract';
import type { Actor } from '../../../../platform/auth/actor.ts';
import type { Clock } from '../../../../platform/clock.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { messageOfIssue } from '../../../../platform/http/zod-messages.ts';
import { translate } from '../../../../platform/i18n/server-i18n.ts';
import type { Registry } from '../../../../platform/registry.ts';
import { importRecruiter } from '../../../companies/index.ts';
import { importEmployerAccount } from '../../../identity/index.ts';
import type { RawRecruiterRow } from './parse-recruiter-file.ts';

export type ImportRowDeps = { actor: Actor; db: Db; clock: Clock; registry: Registry };

/** A refusal found after the account was written: thrown to roll the row's savepoint back, caught by `importRow`. */
class RowRefused extends Error {
  constructor(readonly reasons: TImportReason[]) {
    super('row refused');
  }
}

const reasonOf = (locale: Locale, field: string, code: TImportReasonCode): TImportReason => ({
  field,
  code,
  message: translate(locale, `AdminImport:reasons.${code}`),
});

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * One recruiter of the file: its cells checked by the format's schema, then the account (identity) and the company
 * and team (companies) found or made by their own domains' use cases, inside a savepoint, so a row the second step
 * refuses leaves nothing of the first. `seen` holds the addresses of the rows before, in the same run.
 */
export async function importRow(deps: ImportRowDeps, raw: RawRecruiterRow, seen: Set<string>): Promise<TImportRow> {
  const locale = deps.actor.locale;
  const base = {
    row: raw.row,
    email: text(raw.values.email)?.toLowerCase() ?? null,
    name: text(raw.values.name),
    company: text(raw.values.company_name),
  };
  const refused = (reasons: TImportReason[]): TImportRow => ({
    ...base,
    status: 'refused',
    created: [],
    changed: [],
    reasons,
  });
  const parsed = ZDjinniRecruiterRow.safeParse(raw.values, { reportInput: true });
  if (!parsed.success) {
    return refused(
      parsed.error.issues.map((issue) => {
        const { key, params } = messageOfIssue(issue);
        return { field: String(issue.path[0] ?? ''), code: 'FIELD_INVALID', message: translate(locale, key, params) };
      }),
    );
  }
  const row = parsed.data;
  if (seen.has(row.email)) return refused([reasonOf(locale, 'email', 'DUPLICATE_EMAIL')]);
  seen.add(row.email);
  try {
    return await deps.db.transaction(async (tx) => {
      const use = { actor: deps.actor, db: tx };
      const account = await importEmployerAccount({
        ...use,
        clock: deps.clock,
        input: { email: row.email, name: row.name, locale: row.locale },
      });
      if (account.outcome === 'refused') throw new RowRefused([reasonOf(locale, 'email', account.code)]);
      const recruiter = await importRecruiter({
        ...use,
        registry: deps.registry,
        input: {
          user_id: account.user_id,
          is_claimed: account.is_claimed,
          name: row.name,
          position: row.position,
          company: {
            name: row.company_name,
            site: row.company_website,
            size: row.company_size,
            description: row.company_description,
          },
        },
      });
      if (recruiter.outcome === 'refused') throw new RowRefused([reasonOf(locale, recruiter.field, recruiter.code)]);
      const created = [...(account.outcome === 'created' ? (['account'] as const) : []), ...recruiter.created];
      const changed = [...new Set([...account.changed, ...recruiter.changed])];
      const status = created.length > 0 ? 'created' : changed.length > 0 ? 'updated' : 'unchanged';
      return { ...base, email: row.email, status, created, changed, reasons: [] };
    });
  } catch (error) {
    if (error instanceof RowRefused) return refused(error.reasons);
    throw error;
  }
}
