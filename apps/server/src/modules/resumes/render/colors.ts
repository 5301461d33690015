/**
 * The owner may pick any accent colour, so the text drawn on it and the accent drawn as text are checked against
 * WCAG's contrast ratio rather than trusted: 4.5:1, the level for body text.
 */
const MIN_CONTRAST = 4.5;
const DARK_TEXT = '#1F2430';
const LIGHT_TEXT = '#ffffff';

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The template's text colour on `background` when it reads well there, else white or near-black, whichever reads better. */
export function readableTextColor(background: string, preferred: string): string {
  if (contrastRatio(background, preferred) >= MIN_CONTRAST) return preferred;
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** `color` darkened towards black in small steps until it reads on `background`: a yellow title becomes ochre. */
export function readableColorOn(color: string, background: string): string {
  let rgb = channels(color);
  for (let step = 0; step < 20 && contrastRatio(toHex(rgb), background) < MIN_CONTRAST; step += 1) {
    rgb = rgb.map((c) => c * 0.9) as [number, number, number];
  }
  return toHex(rgb);
}
