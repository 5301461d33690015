import type { TSalaryFigure, TSalaryRow } from '@hushwork/contract';
import type { SalaryFigureRow } from './salary.repo.ts';

export const figureOf = (row: SalaryFigureRow): TSalaryFigure => ({
  vacancies: row.vacancies,
  p25: row.p25,
  median: row.median,
  p75: row.p75,
});

/** Rows named by `subjectOf` (a row whose subject is unknown in this language is left out), in the order given. */
export function rowsOf(
  rows: readonly SalaryFigureRow[],
  subjectOf: (row: SalaryFigureRow) => { key: string; name: string } | undefined,
): TSalaryRow[] {
  return rows.flatMap((row) => {
    const subject = subjectOf(row);
    return subject ? [{ ...subject, ...figureOf(row) }] : [];
  });
}
