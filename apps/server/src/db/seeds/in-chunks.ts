/** Inserts in slices: one statement per row is slow, one for 30,000 rows exceeds the parameter limit. */
export async function inChunks<T>(rows: readonly T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}
