import { fileURLToPath } from 'node:url';

/**
 * Montserrat with its Latin and Cyrillic letters in one file per weight (`fonts/README.md` says how it was made),
 * embedded in every invoice: one font rather than a fallback stack of subsets, for which the PDF writer embeds a new
 * copy at each change of script. The URLs are literals beside this file, which the server's bundler rewrites to point
 * here from `dist/`.
 */
export const invoiceFont = {
  family: 'Montserrat',
  fonts: [
    { src: fileURLToPath(new URL('./fonts/montserrat-400.woff', import.meta.url)), fontWeight: 400 },
    { src: fileURLToPath(new URL('./fonts/montserrat-700.woff', import.meta.url)), fontWeight: 700 },
  ],
};
