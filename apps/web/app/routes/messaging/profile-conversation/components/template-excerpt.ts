/**
 * A template's first words, on one line, for the names of its buttons ("Use: Hello, we…"): a screen reader's list of
 * buttons then tells the templates apart without reading each one whole.
 */
export function excerptOf(text: string, max = 40): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  // Cut at a word's end when there is one not too far back, so the name does not end mid-word.
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
