const FOLDED: Record<string, string> = { ł: 'l', ß: 'ss', ø: 'o', đ: 'd', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th', ё: 'е' };

/** Lower-case, accent-free form used on both sides of a search, so "Łódź", "lodz" and "LODZ" meet. */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[łßøđæœıþё]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/['’ʼ`]/g, '')
    .replace(/[\s|]+/g, ' ')
    .trim();
}

/** Every name of a record, each behind a `|`, so `LIKE '%|term%'` means "some name starts with term". */
export function buildSearchText(names: Iterable<string>): string {
  const unique = new Set<string>();
  for (const name of names) {
    const folded = foldForSearch(name);
    if (folded) unique.add(folded);
  }
  return `|${[...unique].join('|')}|`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE patterns for a user's term: anywhere in a name, and at the start of one (ranked first). */
export function searchPatterns(term: string) {
  const folded = escapeLike(foldForSearch(term));
  return { contains: `%${folded}%`, prefix: `%|${folded}%` };
}
