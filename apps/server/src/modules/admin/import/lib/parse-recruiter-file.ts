import { ADMIN, DJINNI_RECRUITER_COLUMNS, type TDjinniRecruiterColumn } from '@hushwork/contract';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../../../platform/http/app-error.ts';

/** One recruiter as the file holds it: its place (1 for the first) and its cells by the format's column names. */
export type RawRecruiterRow = { row: number; values: Partial<Record<TDjinniRecruiterColumn, unknown>> };
export type RecruiterFile = { format: 'csv' | 'json'; rows: RawRecruiterRow[] };

/** The columns a file must name; the others may be left out. */
const REQUIRED: readonly TDjinniRecruiterColumn[] = ['email', 'name', 'company_name'];

/** Other names exports give the same columns, once normalised (lower case, `_` for spaces and dashes). */
const ALIASES: Record<string, TDjinniRecruiterColumn> = {
  e_mail: 'email',
  mail: 'email',
  recruiter_email: 'email',
  full_name: 'name',
  recruiter_name: 'name',
  recruiter: 'name',
  title: 'position',
  job_title: 'position',
  language: 'locale',
  lang: 'locale',
  company: 'company_name',
  website: 'company_website',
  site: 'company_website',
  company_site: 'company_website',
  company_url: 'company_website',
  size: 'company_size',
  employees: 'company_size',
  description: 'company_description',
  about: 'company_description',
};

const COLUMNS = new Set<string>(DJINNI_RECRUITER_COLUMNS);

/** `Company Website`, `company-website` and `company_website` are one column; a name nobody knows is null (ignored). */
export function columnOf(header: string): TDjinniRecruiterColumn | null {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (COLUMNS.has(name)) return name as TDjinniRecruiterColumn;
  return ALIASES[name] ?? null;
}

const malformed = (line?: number) =>
  line
    ? new AppError('IMPORT_FILE_MALFORMED', { messageKey: 'errors:IMPORT_FILE_MALFORMED_AT', params: { line } })
    : new AppError('IMPORT_FILE_MALFORMED');

/** UTF-8 text (a byte-order mark dropped), or the file is refused: a spreadsheet's own format is not a CSV. */
function textOf(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('IMPORT_FILE_NOT_TEXT');
  }
  // No text a person writes holds NUL, and PostgreSQL could not store it.
  if (text.includes('\u0000')) throw new AppError('IMPORT_FILE_NOT_TEXT');
  return text;
}

/** The delimiter of the header line: a comma, or what spreadsheets in many locales write, a semicolon or a tab. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, n: header.split(delimiter).length }));
  return counts.reduce((best, next) => (next.n > best.n ? next : best)).delimiter;
}

function readCsv(text: string): RawRecruiterRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) throw malformed(Number((error as { lines?: number }).lines) || undefined);
    throw error;
  }
  const [head, ...body] = records;
  if (!head) throw new AppError('IMPORT_FILE_EMPTY');
  const columns = head.record.map(columnOf);
  requireColumns(columns);
  return body
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    .map(({ record }, index) => {
      const values: RawRecruiterRow['values'] = {};
      // The first column of a name wins: a second `email` column is ignored rather than guessed between.
      columns.forEach((column, i) => {
        if (column && !(column in values)) values[column] = record[i] ?? '';
      });
      return { row: index + 1, values };
    });
}

function requireColumns(columns: (TDjinniRecruiterColumn | null)[]) {
  const missing = REQUIRED.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new AppError('IMPORT_COLUMNS_MISSING', { params: { columns: missing.join(', ') } });
}

/** The line of a JSON syntax error, from the position V8 names in its message (`… at position 42`, `(line 3 …`). */
function jsonErrorLine(text: string, error: SyntaxError): number | undefined {
  const line = /\bline (\d+)/.exec(error.message);
  if (line) return Number(line[1]);
  const position = /\bposition (\d+)/.exec(error.message);
  return position ? text.slice(0, Number(position[1])).split('\n').length : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON cell as a CSV would have it: text, numbers as text, nothing for null; lists and objects fail their rule. */
const cellOf = (value: unknown) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value);

function readJson(text: string): RawRecruiterRow[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw malformed(error instanceof SyntaxError ? jsonErrorLine(text, error) : undefined);
  }
  const list = Array.isArray(document) ? document : isRecord(document) ? document.recruiters : undefined;
  if (!Array.isArray(list) || !list.every(isRecord)) throw malformed();
  if (list.length === 0) throw new AppError('IMPORT_FILE_EMPTY');
  const named = list.map((item) => Object.entries(item).map(([key, value]) => [columnOf(key), value] as const));
  requireColumns([...new Set(named.flatMap((entries) => entries.map(([column]) => column)))]);
  return named.map((entries, index) => {
    const values: RawRecruiterRow['values'] = {};
    for (const [column, value] of entries) if (column && !(column in values)) values[column] = cellOf(value);
    return { row: index + 1, values };
  });
}

/**
 * The recruiters of an import file (docs/admin-import-djinni-recruiters.md), told CSV or JSON by its content, not its
 * name: JSON starts with `[` or `{`. A file that cannot be read as either, names no required column, holds no
 * recruiter or more than `ADMIN.importMaxRows` is refused whole with a code that says which; each row's own cells
 * are checked later, row by row.
 */
export function parseRecruiterFile(bytes: Buffer): RecruiterFile {
  const text = textOf(bytes).replace(/^\uFEFF/, '');
  const isJson = /^\s*[[{]/.test(text);
  const rows = isJson ? readJson(text) : readCsv(text);
  if (rows.length === 0) throw new AppError('IMPORT_FILE_EMPTY');
  if (rows.length > ADMIN.importMaxRows) {
    throw new AppError('IMPORT_TOO_MANY_ROWS', { params: { rows: rows.length, max: ADMIN.importMaxRows } });
  }
  return { format: isJson ? 'json' : 'csv', rows };
}
