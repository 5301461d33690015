import { describe, expect, it } from 'vitest';
import { csvStream, everyPage } from './csv-stream.server.ts';

type Row = { title: string; count: number };
const columns = [
  { header: 'Title', cell: (row: Row) => row.title },
  { header: 'Count', cell: (row: Row) => row.count },
];
async function* pagesOf(...pages: Row[][]) {
  for (const page of pages) yield page;
}
// The byte order mark is kept: a plain text() would drop it.
const textOf = async (stream: ReadableStream) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

describe('the CSV export stream', () => {
  it('writes the heads, then every page’s rows, quoting what needs it', async () => {
    const text = await textOf(
      csvStream(columns, pagesOf([{ title: 'Rust, senior', count: 2 }], [{ title: 'Say "hi"', count: 0 }])),
    );
    expect(text).toBe('\uFEFFTitle,Count\n"Rust, senior",2\n"Say ""hi""",0\n');
  });

  it('neutralises cells a spreadsheet would run as a formula, but not negative numbers', async () => {
    const evil = ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\uFF1D1'];
    const text = await textOf(
      csvStream(columns, pagesOf([...evil.map((title) => ({ title, count: -1 })), { title: 'a=b', count: 1 }])),
    );
    const cells = text.trim().split('\n').slice(1);
    expect(cells).toEqual([
      `"'=HYPERLINK(""http://x"")",-1`,
      "'+1+1,-1",
      "'-2+3,-1",
      "'@SUM(A1),-1",
      "'\uFF1D1,-1",
      'a=b,1',
    ]);
  });

  it('reads every page up to the bound, and stops at the last one', async () => {
    const asked: number[] = [];
    const fetchPage = async (page: number) => {
      asked.push(page);
      return { list: [page], pages: 3 };
    };
    const all: number[] = [];
    for await (const rows of everyPage(fetchPage, 10)) all.push(...rows);
    expect(all).toEqual([1, 2, 3]);
    asked.length = 0;
    for await (const _rows of everyPage(fetchPage, 2)) {
      /* drained */
    }
    expect(asked).toEqual([1, 2]);
  });
});
