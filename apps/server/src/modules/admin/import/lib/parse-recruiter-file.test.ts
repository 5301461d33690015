import { ADMIN } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../platform/http/app-error.ts';
import { columnOf, parseRecruiterFile } from './parse-recruiter-file.ts';

const file = (text: string) => Buffer.from(text, 'utf8');

/** The code (and params) a file is refused with. */
function refusalOf(bytes: Buffer) {
  try {
    parseRecruiterFile(bytes);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, params: error.options.params };
    throw error;
  }
  throw new Error('the file was taken');
}

describe('reading a recruiter import file', () => {
  it('reads a CSV by its header, quoted commas and line breaks included', () => {
    const csv =
      'email,name,position,company_name,company_website\n' +
      'anna@acme.test,Anna Koval,"HR, IT",Acme,acme.test\n' +
      'petro@beta.test,Petro Ivanov,,"Beta\nLabs",\n';
    expect(parseRecruiterFile(file(csv))).toEqual({
      format: 'csv',
      rows: [
        {
          row: 1,
          values: {
            email: 'anna@acme.test',
            name: 'Anna Koval',
            position: 'HR, IT',
            company_name: 'Acme',
            company_website: 'acme.test',
          },
        },
        {
          row: 2,
          values: {
            email: 'petro@beta.test',
            name: 'Petro Ivanov',
            position: '',
            company_name: 'Beta\nLabs',
            company_website: '',
          },
        },
      ],
    });
  });

  it('takes a spreadsheet’s semicolons, a byte-order mark, CRLF, other column names and blank lines', () => {
    const csv =
      '\uFEFFE-mail;Full Name;Company;Website;Notes\r\n\r\nanna@acme.test;Anna Koval;Acme;acme.test;x\r\n;;;;\r\n';
    expect(parseRecruiterFile(file(csv)).rows).toEqual([
      {
        row: 1,
        values: { email: 'anna@acme.test', name: 'Anna Koval', company_name: 'Acme', company_website: 'acme.test' },
      },
    ]);
  });

  it('names the columns the format knows and ignores the others', () => {
    expect(columnOf(' Company Website ')).toBe('company_website');
    expect(columnOf('company-size')).toBe('company_size');
    expect(columnOf('recruiter_email')).toBe('email');
    expect(columnOf('telegram')).toBeNull();
  });

  it('reads JSON as a list or under `recruiters`, numbers as text', () => {
    const row = { email: 'anna@acme.test', name: 'Anna Koval', company: 'Acme', company_size: 11, extra: true };
    const expected = {
      format: 'json',
      rows: [
        { row: 1, values: { email: 'anna@acme.test', name: 'Anna Koval', company_name: 'Acme', company_size: '11' } },
      ],
    };
    expect(parseRecruiterFile(file(JSON.stringify([row])))).toEqual(expected);
    expect(parseRecruiterFile(file(JSON.stringify({ recruiters: [row] }, null, 2)))).toEqual(expected);
  });

  it('refuses what is not UTF-8 text', () => {
    expect(refusalOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00]))).toEqual({
      code: 'IMPORT_FILE_NOT_TEXT',
      params: undefined,
    });
    expect(refusalOf(file('email,name,company_name\na\u0000b,c,d\n')).code).toBe('IMPORT_FILE_NOT_TEXT');
  });

  it('refuses broken CSV and JSON, saying the line where it can', () => {
    expect(refusalOf(file('email,name,company_name\n"anna@acme.test,Anna,Acme\n'))).toEqual({
      code: 'IMPORT_FILE_MALFORMED',
      params: { line: expect.any(Number) },
    });
    const json = refusalOf(file('[\n  {"email": "a@b.test",\n  "name": }\n]'));
    expect(json.code).toBe('IMPORT_FILE_MALFORMED');
    // V8 names the place of a JSON mistake from Node 22 on; before, the message says no line.
    expect([undefined, { line: 3 }]).toContainEqual(json.params);
    expect(refusalOf(file('{"people": []}')).code).toBe('IMPORT_FILE_MALFORMED');
    expect(refusalOf(file('["anna@acme.test"]')).code).toBe('IMPORT_FILE_MALFORMED');
  });

  it('refuses a header without the required columns, naming them', () => {
    expect(refusalOf(file('mail,position\nanna@acme.test,HR\n'))).toEqual({
      code: 'IMPORT_COLUMNS_MISSING',
      params: { columns: 'name, company_name' },
    });
    expect(refusalOf(file('[{"email": "anna@acme.test"}]'))).toEqual({
      code: 'IMPORT_COLUMNS_MISSING',
      params: { columns: 'name, company_name' },
    });
  });

  it('refuses a file without recruiters or with too many', () => {
    expect(refusalOf(file('')).code).toBe('IMPORT_FILE_EMPTY');
    expect(refusalOf(file('email,name,company_name\n\n')).code).toBe('IMPORT_FILE_EMPTY');
    expect(refusalOf(file('[]')).code).toBe('IMPORT_FILE_EMPTY');
    const many = Array.from({ length: ADMIN.importMaxRows + 1 }, (_, i) => `p${i}@acme.test,Person,Acme`);
    expect(refusalOf(file(`email,name,company_name\n${many.join('\n')}\n`))).toEqual({
      code: 'IMPORT_TOO_MANY_ROWS',
      params: { rows: ADMIN.importMaxRows + 1, max: ADMIN.importMaxRows },
    });
  });
});
