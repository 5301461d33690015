import { randomBytes } from 'node:crypto';

/**
 * The import call's `multipart/form-data` body as the admins' page sends it: the file in the part `file`, then the
 * text fields (`dry_run`). A test leaves a part out to see it refused.
 */
export function importForm(file: { bytes: Buffer | string; name?: string } | null, fields: Record<string, string>) {
  const boundary = `----hushwork${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'recruiters.csv'}"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
