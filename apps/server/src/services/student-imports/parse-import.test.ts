import { describe, expect, it } from 'vitest';
import { decodeImport, delimiterOf, parseImport } from './parse-import.ts';
import { MSG } from '@ss/domain';
import { capImportErrors, IMPORT_ERRORS_PER_KIND, IMPORT_MORE_ERRORS, importErrorCount } from '@ss/domain/student-imports-shared';

const GRADES = ['K', '1', '2', '3'];
const HEADER = 'first_name,last_name,grade,gender,student_number';

/** Windows-1252 bytes of a Latin-1 string (every character below U+0100 is one byte). */
const cp1252 = (s: string) => Buffer.from(s, 'latin1');
const utf16le = (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')]);
const utf16be = (s: string) => Buffer.from(utf16le(s).swap16());

describe('decodeImport', () => {
  it('reads UTF-8 with and without its byte-order mark', () => {
    expect(decodeImport(Buffer.from('Hélène,Côté', 'utf8'))).toBe('Hélène,Côté');
    expect(decodeImport(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Ève', 'utf8')]))).toBe('Ève');
  });

  it('reads a Windows-1252 file (Excel "CSV" on Windows) without replacement characters', () => {
    const text = decodeImport(cp1252('Hélène,Côté,Françoise,Noël'));
    expect(text).toBe('Hélène,Côté,Françoise,Noël');
    expect(text).not.toContain('\uFFFD');
    // The bytes 0x80-0x9f are Windows-1252's own: 0x92 is a typographic apostrophe.
    expect(decodeImport(Buffer.from([0x4f, 0x92, 0x4e, 0x65, 0x69, 0x6c, 0x6c]))).toBe('O\u2019Neill');
    expect(decodeImport(Buffer.from([0x8c, 0x75, 0x76, 0x72, 0x65, 0x20, 0x80]))).toBe('Œuvre €');
  });

  it('reads UTF-16 in either byte order when the file starts with its mark (Excel "Unicode text")', () => {
    expect(decodeImport(utf16le('Zoë\tÉlodie'))).toBe('Zoë\tÉlodie');
    expect(decodeImport(utf16be('Zoë\tÉlodie'))).toBe('Zoë\tÉlodie');
  });
});

describe('delimiterOf', () => {
  it('takes the separator the header holds most of, commas on a tie', () => {
    expect(delimiterOf(`${HEADER}\nA;B`)).toBe(',');
    expect(delimiterOf('first_name;last_name;grade\nA,B;C;3')).toBe(';');
    expect(delimiterOf('first_name\tlast_name\tgrade\r\nA\tB\t3')).toBe('\t');
    expect(delimiterOf('student_number\n1')).toBe(',');
  });
});

describe('parseImport', () => {
  it('imports accented names from a Windows-1252 semicolon file as they were typed', async () => {
    const file = cp1252('first_name;last_name;grade;gender;student_number\r\nHélène;Côté;2;female;W-1\r\nNoël;Bélanger;k;male;W-2\r\n');
    const { rows, errors } = await parseImport(file, GRADES);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.fields.first_name, r.fields.last_name, r.fields.grade])).toEqual([
      [2, 'Hélène', 'Côté', '2'],
      [3, 'Noël', 'Bélanger', 'K'],
    ]);
  });

  it('imports a tab-separated UTF-16 file, with its line numbers', async () => {
    const file = utf16le(`${HEADER.replaceAll(',', '\t')}\r\nZoë\tÉlodie-Paré\t1\tother\tU-1\r\n`);
    const { rows, errors } = await parseImport(file, GRADES);
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ line: 2, fields: { first_name: 'Zoë', last_name: 'Élodie-Paré', grade: '1', gender: 'other', student_number: 'U-1', sis_number: null } }]);
  });

  it('still reports bad rows by line in a decoded file', async () => {
    const { rows, errors } = await parseImport(cp1252(`${HEADER}\nRenée,Lévesque,9,female,X-1\n`), GRADES);
    expect(rows).toEqual([]);
    expect(errors).toEqual([{ line: 2, field: 'grade', message: 'Invalid value' }]);
  });

  it('reports a control character in a cell (a NUL from a UTF-16 file) as a row error instead of importing it', async () => {
    const { rows, errors } = await parseImport(utf16le(`${HEADER}\r\nA\u0000na,Lee,1,female,N-1\r\nBen,Roy,1,male,N-2\r\n`), GRADES);
    expect(errors).toEqual([{ line: 2, field: 'first_name', message: MSG.forbiddenCharacter }]);
    expect(rows.map((r) => r.fields.student_number)).toEqual(['N-2']);
  });

  it('gives the event loop turns while it reads a big file', async () => {
    const file = Buffer.from(`${HEADER}\n${',,,,\n'.repeat(20_000)}`);
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    const started = turns;
    const { errors } = await parseImport(file, GRADES);
    clearInterval(timer);
    // 100,000 empty required cells: stored as the first of each kind and a count.
    expect(importErrorCount(errors)).toBe(100_000);
    expect(errors.length).toBe(5 * (IMPORT_ERRORS_PER_KIND + 1));
    expect(turns - started).toBeGreaterThan(5);
  });
});

describe('capImportErrors', () => {
  it('keeps the first errors of each kind and counts the rest', () => {
    const errors: { line: number; field: string; message: string }[] = Array.from({ length: 60_000 }, (_, i) => [
      { line: i + 2, field: 'first_name', message: MSG.required },
      { line: i + 2, field: 'last_name', message: MSG.required },
    ]).flat();
    const capped = capImportErrors(errors);
    expect(capped.length).toBe(2 * IMPORT_ERRORS_PER_KIND + 2);
    expect(capped.filter((e) => e.message === IMPORT_MORE_ERRORS)).toEqual([
      { line: IMPORT_ERRORS_PER_KIND + 2, field: 'first_name', message: IMPORT_MORE_ERRORS, params: { count: 60_000 - IMPORT_ERRORS_PER_KIND } },
      { line: IMPORT_ERRORS_PER_KIND + 2, field: 'last_name', message: IMPORT_MORE_ERRORS, params: { count: 60_000 - IMPORT_ERRORS_PER_KIND } },
    ]);
    expect(importErrorCount(capped)).toBe(120_000);
    expect(capImportErrors(capped)).toEqual(capped);
  });
});
