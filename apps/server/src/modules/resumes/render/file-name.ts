import type { TResumeDocument } from '@hushwork/contract';

const NAME_MAX = 60;

/**
 * A download's name from the resume's position title ("Senior-QA-Engineer.pdf"), else the owner's name, else
 * "resume": letters of any script kept, everything else a dash, so it is a safe file name on every system. Non-ASCII
 * names need the header's `filename*=UTF-8''…` form, which the route writes.
 */
export function resumeFileName(document: TResumeDocument, extension: 'pdf' | 'docx' | 'txt' | 'json'): string {
  const { first_name, last_name } = document.personal;
  const source = [document.position.title, `${first_name} ${last_name}`].find((text) => slugOf(text)) ?? '';
  return `${slugOf(source) || 'resume'}.${extension}`;
}

function slugOf(text: string): string {
  const slug = text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return [...slug].slice(0, NAME_MAX).join('').replace(/-+$/, '');
}
