import { fileURLToPath } from 'node:url';
import type { TResumeFont } from '@hushwork/contract';

/**
 * The three resume fonts, regular and bold, each with Latin and Cyrillic letters in one file (`fonts/README.md`
 * says how they were made). The URLs are literals beside this file, which the server's bundler rewrites to point
 * here from `dist/`.
 */
export const RESUME_PDF_FONTS: Record<TResumeFont, { family: string; fonts: { src: string; fontWeight: number }[] }> = {
  Montserrat: {
    family: 'Resume Montserrat',
    fonts: [
      { src: fileURLToPath(new URL('./fonts/montserrat-400.ttf', import.meta.url)), fontWeight: 400 },
      { src: fileURLToPath(new URL('./fonts/montserrat-700.ttf', import.meta.url)), fontWeight: 700 },
    ],
  },
  Roboto: {
    family: 'Resume Roboto',
    fonts: [
      { src: fileURLToPath(new URL('./fonts/roboto-400.ttf', import.meta.url)), fontWeight: 400 },
      { src: fileURLToPath(new URL('./fonts/roboto-700.ttf', import.meta.url)), fontWeight: 700 },
    ],
  },
  'PT Serif': {
    family: 'Resume PT Serif',
    fonts: [
      { src: fileURLToPath(new URL('./fonts/pt-serif-400.ttf', import.meta.url)), fontWeight: 400 },
      { src: fileURLToPath(new URL('./fonts/pt-serif-700.ttf', import.meta.url)), fontWeight: 700 },
    ],
  },
};

/** Where the web serves each font's subsets as woff2 (`apps/web/public/resume-fonts/`), and their fallbacks. */
const WEB_FONTS: Record<TResumeFont, { file: string; fallback: string }> = {
  Montserrat: { file: 'montserrat', fallback: 'Arial, sans-serif' },
  Roboto: { file: 'roboto', fallback: 'Arial, sans-serif' },
  'PT Serif': { file: 'pt-serif', fallback: 'Georgia, serif' },
};

/**
 * Fontsource's subsets: a browser fetches only those whose letters the page uses, so an English resume loads the
 * Latin file alone (about 20 KB a weight) where one embedded font of every script would weigh 80 KB in each page.
 */
const SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  'cyrillic-ext': 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F',
} as const;

const RESUME_WEB_FONT_PATH = '/resume-fonts/';

/** The web font files the HTML names, for the script that copies them and the test that checks they are there. */
export const resumeWebFontFiles = (): string[] =>
  Object.values(WEB_FONTS).flatMap(({ file }) =>
    Object.keys(SUBSETS).flatMap((subset) => [400, 700].map((weight) => `${file}-${subset}-${weight}-normal.woff2`)),
  );

/** `@font-face` rules for one font and its CSS `font-family` value. */
export function resumeWebFont(font: TResumeFont): { css: string; family: string } {
  const { file, fallback } = WEB_FONTS[font];
  const css = Object.entries(SUBSETS)
    .flatMap(([subset, range]) =>
      [400, 700].map(
        (weight) =>
          `@font-face{font-family:'${font}';font-style:normal;font-weight:${weight};font-display:swap;` +
          `src:url(${RESUME_WEB_FONT_PATH}${file}-${subset}-${weight}-normal.woff2) format('woff2');unicode-range:${range}}`,
      ),
    )
    .join('\n');
  return { css, family: `'${font}', ${fallback}` };
}
