/** Latin spellings of the letters NFKD cannot take apart (Cyrillic, Polish ł, German ß), as in passports. */
const LETTERS = 'абвгґдеєёжзиіїйклмнопрстуфхцчшщъыьэюяłß';
const SPELLINGS = 'a b v h g d e ye yo zh z y i yi y k l m n o p r s t u f kh ts ch sh shch _ y _ e yu ya l ss'.split(
  ' ',
);
const CYRILLIC: Record<string, string> = Object.fromEntries(
  [...LETTERS].map((letter, i) => [letter, SPELLINGS[i] === '_' ? '' : (SPELLINGS[i] ?? letter)]),
);

/** A URL slug from a company name in any of our languages: "Łódź Soft" → "lodz-soft", "Ромашка" → "romashka". */
export function slugify(name: string): string {
  const latin = [...name.toLowerCase()].map((char) => CYRILLIC[char] ?? char).join('');
  const slug = latin
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'company';
}

/** The first of `base`, `base-2`, `base-3`… that is not taken. */
export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
