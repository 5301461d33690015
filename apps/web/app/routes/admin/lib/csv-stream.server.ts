import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** One column of an export: its head (in the admin's language) and the cell of a row. */
export type CsvColumn<T> = { header: string; cell: (row: T) => string | number | boolean | null };

/**
 * A CSV file streamed as its rows arrive, page after page, so a long list is never held whole in memory. Cells that
 * a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first, and their full-width twins) get a leading `'`
 * (csv-stringify's `escape_formulas`): a vacancy title typed by anyone must not run in an admin's spreadsheet. The
 * byte order mark makes spreadsheets read it as UTF-8, so Cyrillic and Polish letters arrive whole.
 */
export function csvStream<T>(columns: readonly CsvColumn<T>[], pages: AsyncIterable<readonly T[]>): ReadableStream {
  const csv = stringify({ bom: true, escape_formulas: true, header: true, columns: columns.map((c) => c.header) });
  (async () => {
    for await (const rows of pages) {
      for (const row of rows) {
        // Waits while the reader is behind, so a slow download does not pile every page up in the stream's buffer.
        if (!csv.write(columns.map((column) => column.cell(row) ?? ''))) {
          await new Promise((resolve) => csv.once('drain', resolve));
        }
      }
    }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(csv) as ReadableStream;
}

/**
 * Every page of a paged list, one after another, up to `maxPages`: an export is bounded, so a runaway list cannot
 * keep the web server calling the API for minutes.
 */
export async function* everyPage<T>(
  fetchPage: (page: number) => Promise<{ list: readonly T[]; pages: number }>,
  maxPages: number,
): AsyncGenerator<readonly T[]> {
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await fetchPage(page);
    yield answer.list;
    if (page >= answer.pages) return;
  }
}
