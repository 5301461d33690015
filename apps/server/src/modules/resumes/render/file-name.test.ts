import { ZResumeDocument } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { resumeFileName } from './index.ts';

describe('resumeFileName', () => {
  it('names the file after the position title, in any script', () => {
    const document = ZResumeDocument.parse({ position: { title: 'Senior QA / Test Engineer (remote)' } });
    expect(resumeFileName(document, 'pdf')).toBe('Senior-QA-Test-Engineer-remote.pdf');
    const ukrainian = ZResumeDocument.parse({ position: { title: 'Інженерка з якості' } });
    expect(resumeFileName(ukrainian, 'docx')).toBe('Інженерка-з-якості.docx');
  });

  it('falls back to the name, then to "resume"', () => {
    expect(
      resumeFileName(ZResumeDocument.parse({ personal: { first_name: 'Olena', last_name: 'Koval' } }), 'txt'),
    ).toBe('Olena-Koval.txt');
    expect(resumeFileName(ZResumeDocument.parse({ position: { title: '***' } }), 'json')).toBe('resume.json');
  });
});
