import { describe, expect, it } from 'vitest';
import { decodeImport, delimiterOf, parseImport } from './parse-import.ts';

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
  it('imports accented names from a Windows-1252 semicolon file as they were typed', () => {
    const file = cp1252('first_name;last_name;grade;gender;student_number\r\nHélène;Côté;2;female;W-1\r\nNoël;Bélanger;k;male;W-2\r\n');
    const { rows, errors } = parseImport(file, GRADES);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.fields.first_name, r.fields.last_name, r.fields.grade])).toEqual([
      [2, 'Hélène', 'Côté', '2'],
      [3, 'Noël', 'Bélanger', 'K'],
    ]);
  });

  it('imports a tab-separated UTF-16 file, with its line numbers', () => {
    const file = utf16le(`${HEADER.replaceAll(',', '\t')}\r\nZoë\tÉlodie-Paré\t1\tother\tU-1\r\n`);
    const { rows, errors } = parseImport(file, GRADES);
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ line: 2, fields: { first_name: 'Zoë', last_name: 'Élodie-Paré', grade: '1', gender: 'other', student_number: 'U-1', sis_number: null } }]);
  });

  it('still reports bad rows by line in a decoded file', () => {
    const { rows, errors } = parseImport(cp1252(`${HEADER}\nRenée,Lévesque,9,female,X-1\n`), GRADES);
    expect(rows).toEqual([]);
    expect(errors).toEqual([{ line: 2, field: 'grade', message: 'Invalid value' }]);
  });
});
