import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Latin letters and digits of the desired position, at most five words: never the person's name. */
function positionSlug(position: string): string {
  const words = position
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 5);
  return words.join('-') || 'candidate';
}

/**
 * A page address: the position and a random tail (`senior-python-developer-k3x9q2`). Random rather than the id, so
 * slugs do not count the profiles or order them by age.
 */
export function candidateSlug(position: string): string {
  const tail = Array.from(randomBytes(6), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${positionSlug(position)}-${tail}`;
}
