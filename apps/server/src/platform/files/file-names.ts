import { FILE_LIMITS } from '@hushwork/contract';

/**
 * The name an upload came with, fit to show its owner again: no folders, no control or bidirectional-override
 * characters (`cv\u202Efdp.exe` reads as `cvexe.pdf`), no leading dots. It never decides a file's type.
 */
export function cleanFileName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return cleaned === '' ? undefined : [...cleaned].slice(0, FILE_LIMITS.nameMax).join('');
}

/** `name.<ext>` with the extension of what the bytes are, so a download never claims another type than it is. */
export function downloadName(name: string | null | undefined, ext: string, fallback = 'resume'): string {
  const stem = name ? name.replace(/\.[^.]*$/, '') : '';
  return `${stem === '' ? fallback : stem}.${ext}`;
}

/**
 * `attachment` with the name twice (RFC 6266): an ASCII fallback for old clients, and the exact name in UTF-8
 * (RFC 8187) for every current one.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
