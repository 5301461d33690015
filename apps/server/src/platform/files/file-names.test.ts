import { FILE_LIMITS } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName, downloadName } from './file-names.ts';

describe('an uploaded file name', () => {
  it('keeps only the last segment of a path, without control or direction-override characters', () => {
    expect(cleanFileName('C:\\Users\\olena\\CV.pdf')).toBe('CV.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('cv\u202Efdp.exe')).toBe('cvfdp.exe');
    expect(cleanFileName('tab\tand\u0000nul.txt')).toBe('tabandnul.txt');
    expect(cleanFileName('  ..hidden.txt. ')).toBe('hidden.txt');
  });

  it('is no name at all when nothing is left', () => {
    for (const raw of [undefined, '', '...', '/', '\u202E']) expect(cleanFileName(raw)).toBeUndefined();
  });

  it('is cut to the longest name kept, counting characters, not bytes', () => {
    expect(cleanFileName('я'.repeat(500))).toBe('я'.repeat(FILE_LIMITS.nameMax));
  });
});

describe('a download', () => {
  it('takes the extension of what the bytes are, and "resume" when there is no name', () => {
    expect(downloadName('cv.exe', 'pdf')).toBe('cv.pdf');
    expect(downloadName('cv', 'docx')).toBe('cv.docx');
    expect(downloadName(null, 'pdf')).toBe('resume.pdf');
    expect(downloadName('.pdf', 'pdf')).toBe('resume.pdf');
  });

  it('is an attachment named in ASCII for old clients and exactly in UTF-8 for the rest', () => {
    expect(attachmentDisposition('CV "Olena" (final)*.pdf')).toBe(
      `attachment; filename="CV _Olena_ (final)*.pdf"; filename*=UTF-8''CV%20%22Olena%22%20%28final%29%2A.pdf`,
    );
    expect(attachmentDisposition('Łódź CV.pdf')).toBe(
      `attachment; filename="__d_ CV.pdf"; filename*=UTF-8''%C5%81%C3%B3d%C5%BA%20CV.pdf`,
    );
  });
});
