import type { TImportRow, TRecruiterImportReport } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { Upload } from '../../../platform/files/multipart.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { type ImportRowDeps, importRow } from './lib/import-row.ts';
import { parseRecruiterFile } from './lib/parse-recruiter-file.ts';

export type ImportDjinniRecruitersOptions = ImportRowDeps & { input: { file: Upload; dry_run: boolean } };

/** Thrown at the end of a dry run to roll its transaction back, carrying the rows it would have written. */
class DryRunDone extends Error {
  constructor(readonly rows: TImportRow[]) {
    super('dry run');
  }
}

/**
 * The admins' recruiter import (docs/admin-import-djinni-recruiters.md): the file read whole, then every row in one
 * transaction, so a run is all or nothing. A dry run is the same run rolled back at its end: its report is what the
 * real run would answer for the same file now, by construction, not by a second implementation of the rules. A real
 * run writes one audit entry with its counts, who ran it and the file's name. Nothing is mailed to anyone.
 */
export async function importDjinniRecruiters({
  input,
  ...deps
}: ImportDjinniRecruitersOptions): Promise<TRecruiterImportReport> {
  requirePermission(deps.actor, 'create:recruiter-import:any');
  const file = parseRecruiterFile(input.file.bytes);
  const totalsOf = (rows: TImportRow[]) => ({
    rows: rows.length,
    created: rows.filter((row) => row.status === 'created').length,
    updated: rows.filter((row) => row.status === 'updated').length,
    unchanged: rows.filter((row) => row.status === 'unchanged').length,
    refused: rows.filter((row) => row.status === 'refused').length,
  });
  const run = async (db: ImportRowDeps['db']) => {
    const seen = new Set<string>();
    const rows: TImportRow[] = [];
    for (const raw of file.rows) rows.push(await importRow({ ...deps, db }, raw, seen));
    return rows;
  };
  const file_name = input.file.name ?? null;
  const rows = input.dry_run
    ? await deps.db
        .transaction(async (tx) => {
          throw new DryRunDone(await run(tx));
        })
        .catch((error: unknown) => {
          if (error instanceof DryRunDone) return error.rows;
          throw error;
        })
    : await deps.db.transaction(async (tx) => {
        const written = await run(tx);
        await auditRepo.append(tx, [
          {
            actor_user_id: deps.actor.user_id as number,
            action: 'import.djinni_recruiter',
            target_type: 'import',
            target_id: null,
            before: null,
            after: { file_name, format: file.format, ...totalsOf(written) },
          },
        ]);
        return written;
      });
  return { dry_run: input.dry_run, file_name, format: file.format, totals: totalsOf(rows), rows };
}
