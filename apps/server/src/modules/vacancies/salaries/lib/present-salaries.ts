import { SENIORITY, type TSalaryFigure, type TSalaryRow } from '@hushwork/contract';
import type { ReferenceIndex } from '../../manage/lib/reference-index.ts';
import type { SalaryFigureRow } from './salary.repo.ts';

export const figureOf = (row: SalaryFigureRow): TSalaryFigure => ({
  vacancies: row.vacancies,
  p25: row.p25,
  median: row.median,
  p75: row.p75,
});

/** Rows named by `subjectOf` (a row whose subject is unknown in this language is left out), in the order given. */
export function salaryRowsOf(
  rows: readonly SalaryFigureRow[],
  subjectOf: (row: SalaryFigureRow) => { key: string; name: string } | undefined,
): TSalaryRow[] {
  return rows.flatMap((row) => {
    const subject = subjectOf(row);
    return subject ? [{ ...subject, ...figureOf(row) }] : [];
  });
}

const levelOf = (row: SalaryFigureRow) => SENIORITY.indexOf(row.seniority as (typeof SENIORITY)[number]);

/** Figures per seniority, from trainee up as the spec lists them, named in the index's language. */
export const seniorityRowsOf = (rows: readonly SalaryFigureRow[], index: ReferenceIndex): TSalaryRow[] =>
  salaryRowsOf(
    [...rows].sort((a, b) => levelOf(a) - levelOf(b)),
    (row) => ({ key: row.seniority, name: index.seniority.get(row.seniority) ?? row.seniority }),
  );

/** The countries of figures, by slug and named in the index's language; one the index does not know is left out. */
export const countriesOf = (rows: readonly SalaryFigureRow[], index: ReferenceIndex) =>
  rows.flatMap((row) => {
    const country = index.countries.byId.get(row.country_id);
    return country ? [{ slug: country.slug, name: country.name }] : [];
  });
