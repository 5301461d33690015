/** Spec section 9: currency amounts group thousands with spaces ("25 000"). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** The digits of what was typed or pasted ("25 000", "25,000 $"), at most `maxDigits` of them. */
export function digitsOf(text: string, maxDigits: number): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxDigits);
}

/** Where the caret goes after regrouping: behind the same number of digits as before. */
export function caretAfterDigits(grouped: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < grouped.length; index++) {
    if (/\d/.test(grouped[index] ?? '')) seen++;
    if (seen === digitsBefore) return index + 1;
  }
  return grouped.length;
}
