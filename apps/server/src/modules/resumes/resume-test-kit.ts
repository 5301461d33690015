import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RESUME_TOKEN_HEADER, resumes, type TResumeDocumentInput, type TSaveResumeRequest } from '@hushwork/contract';
import type { TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

const run = promisify(execFile);

/** A resume in English whose every word a test can look for. */
export const englishDocument = (overrides: Partial<TResumeDocumentInput> = {}): TResumeDocumentInput => ({
  language: 'en',
  personal: { first_name: 'Olena', last_name: 'Kovalenko', email: 'olena.k@example.com', city: 'Lviv' },
  position: { title: 'Quality assurance engineer' },
  summary: 'Tests web shops end to end.',
  experience: [{ position: 'QA engineer', company: 'Lviv Labs', start: '2020-01', description: 'Wrote the suites.' }],
  skills: [{ name: 'Playwright', level: 4 }],
  ...overrides,
});

/** The same person in Ukrainian: the exports must carry Cyrillic intact. */
export const ukrainianDocument = (): TResumeDocumentInput => ({
  language: 'uk',
  personal: { first_name: 'Олена', last_name: 'Коваленко', city: 'Львів' },
  position: { title: 'Інженерка з тестування' },
  summary: 'Тестую інтернет-магазини від початку до кінця.',
  skills: [{ name: 'Playwright' }],
});

/** The header a guest's calls carry; none for a caller without the token. */
export const tokenHeader = (token: string | null | undefined): Record<string, string> =>
  token ? { [RESUME_TOKEN_HEADER]: token } : {};

/** What the resumes' integration tests share: calls as a client makes them, each from an address of its own. */
export function resumeKit(t: () => TestApp) {
  const client = testClient(() => t().app, { addressPerRequest: true });
  const { api } = client;

  /** Stores a resume as `bearer` (a signed-in user) or as a guest; answers the id and, for a guest, the token. */
  async function store(bearer: string | null, body: TSaveResumeRequest = { document: englishDocument() }) {
    const answer = await api(resumes.storeResume, { token: bearer, body });
    if (answer.statusCode !== 201) throw new Error(`store: ${answer.statusCode} ${answer.body}`);
    return { id: answer.data.resume.id, token: answer.data.token, resume: answer.data.resume };
  }

  return { ...client, store };
}

/** The text of a PDF as poppler's `pdftotext` reads it (the words a reader could copy out of it). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'resume-pdf-'));
  try {
    await writeFile(join(dir, 'resume.pdf'), pdf);
    return (await run('pdftotext', ['-enc', 'UTF-8', join(dir, 'resume.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of a DOCX's body: its `word/document.xml` with the markup taken out. */
export async function docxText(docx: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'resume-docx-'));
  try {
    await writeFile(join(dir, 'resume.docx'), docx);
    const xml = (await run('unzip', ['-p', join(dir, 'resume.docx'), 'word/document.xml'], { maxBuffer: 1 << 24 }))
      .stdout;
    return xml.replace(/<w:tab\/>|<\/w:p>/g, '\n').replace(/<[^>]+>/g, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
